//! An animated GIF from RGBA frames of one size, small enough for a statement page: each frame
//! after the first stores only the rectangle that changed, identical frames merge into a longer
//! one, and each frame's colours are reduced to a palette of at most 256 (the `gif` crate's
//! NeuQuant quantiser). Used by the command line (frames rasterised from SVG) and by the page
//! (frames painted on a canvas).

use gif::{DisposalMethod, Encoder, Frame, Repeat};

/// Quantiser speed, 1 (best) to 30 (fastest); 10 is the crate's recommended balance.
const QUANTISER_SPEED: i32 = 10;

pub struct Animation {
    encoder: Encoder<Vec<u8>>,
    width: u16,
    height: u16,
    /// Hundredths of a second per step.
    delay: u16,
    previous: Option<Vec<u8>>,
    /// The last frame, held back until we know whether the next one changes anything.
    pending: Option<Frame<'static>>,
}

impl Animation {
    /// A looping animation of `width` × `height` frames shown `delay_ms` each (GIF counts in
    /// hundredths of a second; at least 2, since browsers slow anything faster down to 10).
    /// The frames' size in pixels.
    pub fn width(&self) -> u16 {
        self.width
    }

    pub fn height(&self) -> u16 {
        self.height
    }

    pub fn new(width: u16, height: u16, delay_ms: u32) -> Result<Animation, String> {
        if width == 0 || height == 0 {
            return Err("an animation needs a non-empty frame".to_string());
        }
        let mut encoder =
            Encoder::new(Vec::new(), width, height, &[]).map_err(|e| e.to_string())?;
        encoder
            .set_repeat(Repeat::Infinite)
            .map_err(|e| e.to_string())?;
        Ok(Animation {
            encoder,
            width,
            height,
            delay: (delay_ms / 10).clamp(2, u16::MAX as u32) as u16,
            previous: None,
            pending: None,
        })
    }

    /// Adds a frame: `rgba` holds width × height pixels, 4 bytes each, row by row.
    pub fn add_frame(&mut self, rgba: &[u8]) -> Result<(), String> {
        let (width, height) = (self.width as usize, self.height as usize);
        if rgba.len() != width * height * 4 {
            return Err(format!(
                "a frame of {width}×{height} pixels needs {} bytes, got {}",
                width * height * 4,
                rgba.len()
            ));
        }
        let changed = match &self.previous {
            None => Some((0, 0, width, height)),
            Some(previous) => changed_box(previous, rgba, width, height),
        };
        let Some((left, top, w, h)) = changed else {
            // Nothing moved: the frame on screen just stays longer.
            if let Some(pending) = &mut self.pending {
                pending.delay = pending.delay.saturating_add(self.delay);
            }
            return Ok(());
        };
        let mut part = Vec::with_capacity(w * h * 4);
        for row in top..top + h {
            part.extend_from_slice(&rgba[(row * width + left) * 4..(row * width + left + w) * 4]);
        }
        let mut frame = Frame::from_rgba_speed(w as u16, h as u16, &mut part, QUANTISER_SPEED);
        frame.left = left as u16;
        frame.top = top as u16;
        frame.delay = self.delay;
        // Later frames draw over this one, so it must stay.
        frame.dispose = DisposalMethod::Keep;
        self.flush()?;
        self.pending = Some(frame);
        self.previous = Some(rgba.to_vec());
        Ok(())
    }

    fn flush(&mut self) -> Result<(), String> {
        if let Some(frame) = self.pending.take() {
            self.encoder
                .write_frame(&frame)
                .map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    /// The GIF file.
    pub fn finish(mut self) -> Result<Vec<u8>, String> {
        self.flush()?;
        self.encoder.into_inner().map_err(|e| e.to_string())
    }
}

/// The smallest box (left, top, width, height) holding every pixel that differs, if any.
fn changed_box(
    before: &[u8],
    after: &[u8],
    width: usize,
    height: usize,
) -> Option<(usize, usize, usize, usize)> {
    let differs = |row: usize, col: usize| {
        let i = (row * width + col) * 4;
        before[i..i + 4] != after[i..i + 4]
    };
    let row_differs = |row: usize| {
        before[row * width * 4..(row + 1) * width * 4]
            != after[row * width * 4..(row + 1) * width * 4]
    };
    let top = (0..height).find(|&r| row_differs(r))?;
    let bottom = (top..height).rev().find(|&r| row_differs(r))?;
    let left = (0..width)
        .find(|&c| (top..=bottom).any(|r| differs(r, c)))
        .expect("row `top` differs in some column");
    let right = (left..width)
        .rev()
        .find(|&c| (top..=bottom).any(|r| differs(r, c)))
        .expect("column `left` differs");
    Some((left, top, right - left + 1, bottom - top + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_changed_box_is_stored_and_still_frames_merge() {
        let (w, h) = (8, 6);
        let blank = vec![255u8; w * h * 4];
        let mut dotted = blank.clone();
        for (row, col) in [(2, 3), (4, 5)] {
            let i = (row * w + col) * 4;
            dotted[i..i + 3].copy_from_slice(&[200, 0, 0]);
        }
        assert_eq!(changed_box(&blank, &dotted, w, h), Some((3, 2, 3, 3)));
        assert_eq!(changed_box(&blank, &blank, w, h), None);

        let mut animation = Animation::new(w as u16, h as u16, 500).unwrap();
        for frame in [&blank, &dotted, &dotted, &blank] {
            animation.add_frame(frame).unwrap();
        }
        let bytes = animation.finish().unwrap();
        let mut decoder = gif::DecodeOptions::new();
        decoder.set_color_output(gif::ColorOutput::RGBA);
        let mut reader = decoder.read_info(bytes.as_slice()).unwrap();
        let mut frames = Vec::new();
        while let Some(frame) = reader.read_next_frame().unwrap() {
            frames.push((
                frame.left,
                frame.top,
                frame.width,
                frame.height,
                frame.delay,
            ));
        }
        assert_eq!(
            frames,
            [(0, 0, 8, 6, 50), (3, 2, 3, 3, 100), (3, 2, 3, 3, 50)]
        );
    }

    #[test]
    fn a_frame_of_the_wrong_size_is_an_error() {
        let mut animation = Animation::new(4, 4, 100).unwrap();
        assert!(animation.add_frame(&[0; 10]).is_err());
    }
}
