//! Links that open the page on a run, in the page's own format (`www/lib/permalink.js`): the hash
//! holds `game=`, `rule.NAME=` per rule option, `input=` (the input through raw deflate, then
//! base64url without padding), `step=` (counted from 1), and for a program's run `output=` and
//! `trace=`, its standard output and standard error packed like the input, and `exit=` when it
//! did not end normally (`ProgramExit::link_value`).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use boardlab::exit::ProgramExit;

/// The page's own limit (`MAX_LINK_LENGTH` in www/lib/permalink.js): longer links get cut by
/// browsers and chat programs.
const MAX_LINK_LENGTH: usize = 60_000;

/// Where the page is served (`./build.sh serve`); `--page` or `BOARDLAB_PAGE` name another.
pub const DEFAULT_PAGE: &str = "http://localhost:8000/";

/// A text as the page's links carry it: raw deflate, base64url.
pub fn pack(text: &str) -> String {
    let deflated = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9);
    URL_SAFE_NO_PAD.encode(deflated)
}

/// A value in a URL's hash, percent-encoded where it has to be (as `URLSearchParams` reads it).
fn encode(value: &str) -> String {
    let mut encoded = String::with_capacity(value.len());
    for byte in value.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'*' => {
                encoded.push(byte as char)
            }
            _ => encoded.push_str(&format!("%{byte:02X}")),
        }
    }
    encoded
}

/// What a link shows.
pub struct Link<'a> {
    pub page: &'a str,
    pub game: &'a str,
    pub rules: &'a [(String, String)],
    pub input: &'a str,
    /// 0-based, as the page counts internally.
    pub step: Option<usize>,
    pub output: Option<&'a str>,
    pub trace: Option<&'a str>,
    /// How the program ended, when not normally.
    pub exit: Option<ProgramExit>,
}

/// The link, and what it leaves out to stay within the page's length: the trace first, then the
/// output. `None` when even the input alone is too long.
pub fn link(link: &Link) -> Option<(String, Vec<&'static str>)> {
    let mut base = format!("{}#game={}", link.page, encode(link.game));
    for (name, value) in link.rules {
        base.push_str(&format!("&rule.{}={}", encode(name), encode(value)));
    }
    base.push_str(&format!("&input={}", pack(link.input)));
    if let Some(step) = link.step.filter(|&step| step > 0) {
        base.push_str(&format!("&step={}", step + 1));
    }
    if let Some(exit) = link.exit {
        base.push_str(&format!("&exit={}", encode(&exit.link_value())));
    }
    let output = link.output.map(|o| format!("&output={}", pack(o)));
    let trace = link.trace.map(|t| format!("&trace={}", pack(t)));
    let fits = |text: &str| text.len() <= MAX_LINK_LENGTH;
    let mut left_out = Vec::new();
    let whole = format!(
        "{base}{}{}",
        output.as_deref().unwrap_or(""),
        trace.as_deref().unwrap_or("")
    );
    if fits(&whole) {
        return Some((whole, left_out));
    }
    if trace.is_some() {
        left_out.push("trace");
    }
    let without_trace = format!("{base}{}", output.as_deref().unwrap_or(""));
    if fits(&without_trace) {
        return Some((without_trace, left_out));
    }
    if output.is_some() {
        left_out.push("output");
    }
    fits(&base).then_some((base, left_out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_text_inflates_back() {
        let text = "3\n1 0\n2 1 0\n".repeat(50);
        let bytes = URL_SAFE_NO_PAD.decode(pack(&text)).unwrap();
        let inflated = miniz_oxide::inflate::decompress_to_vec(&bytes).unwrap();
        assert_eq!(inflated, text.as_bytes());
    }

    #[test]
    fn links_name_the_game_rules_and_step_and_leave_out_what_does_not_fit() {
        let rules = vec![("part".to_string(), "3".to_string())];
        let shown = Link {
            page: DEFAULT_PAGE,
            game: "ludo",
            rules: &rules,
            input: "41 41 997\n1\ndice\n",
            step: Some(1),
            output: Some("6 6 2\n"),
            trace: None,
            exit: Some(ProgramExit::Time(0.5)),
        };
        let (url, left_out) = link(&shown).unwrap();
        assert!(
            url.starts_with("http://localhost:8000/#game=ludo&rule.part=3&input="),
            "{url}"
        );
        assert!(url.contains("&step=2&exit=time-0.5&output="), "{url}");
        assert!(left_out.is_empty());
        // Random text does not compress: a trace of 100 KB is too long for a link.
        let mut state = 1u64;
        let noise: String = (0..100_000)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                char::from(b'a' + (state >> 59) as u8)
            })
            .collect();
        let (url, left_out) = link(&Link {
            trace: Some(&noise),
            ..shown
        })
        .unwrap();
        assert!(!url.contains("&trace="));
        assert_eq!(left_out, ["trace"]);
    }
}
