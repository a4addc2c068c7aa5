//! The hand score: every 5 valid operations, one main colour per operation is chosen so that the
//! hand's numeric score is largest (not its category: the ranges overlap).

use boardlab_core::i18n::Message;
use boardlab_core::msg;

/// The shape of a hand of 5 colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    HighCard,
    OnePair,
    TwoPairs,
    ThreeOfAKind,
    FullHouse,
    FourOfAKind,
    FiveOfAKind,
}

impl Shape {
    /// The hand's name as the statement's table gives it.
    pub fn name(self) -> Message {
        match self {
            Shape::HighCard => msg!("match3-shape-high-card"),
            Shape::OnePair => msg!("match3-shape-one-pair"),
            Shape::TwoPairs => msg!("match3-shape-two-pairs"),
            Shape::ThreeOfAKind => msg!("match3-shape-three-of-a-kind"),
            Shape::FullHouse => msg!("match3-shape-full-house"),
            Shape::FourOfAKind => msg!("match3-shape-four-of-a-kind"),
            Shape::FiveOfAKind => msg!("match3-shape-five-of-a-kind"),
        }
    }
}

/// A scored hand: the chosen colour of each of the 5 operations, in operation order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    pub colours: [u8; 5],
    pub shape: Shape,
    pub score: i64,
}

/// Scores 5 colours by the statement's table.
pub fn score(colours: [u8; 5]) -> (Shape, i64) {
    // (multiplicity, colour), largest multiplicity first, then largest colour.
    let mut groups: Vec<(u8, u8)> = Vec::with_capacity(5);
    for colour in colours {
        match groups.iter_mut().find(|(_, c)| *c == colour) {
            Some(group) => group.0 += 1,
            None => groups.push((1, colour)),
        }
    }
    groups.sort_unstable_by(|a, b| b.cmp(a));
    let colour = |i: usize| i64::from(groups[i].1);
    let counts: Vec<u8> = groups.iter().map(|g| g.0).collect();
    match counts.as_slice() {
        [5] => (Shape::FiveOfAKind, 1000 + 10 * colour(0)),
        [4, 1] => (Shape::FourOfAKind, 750 + 5 * colour(0)),
        [3, 2] => (Shape::FullHouse, 500 + 3 * colour(0) + colour(1)),
        [3, 1, 1] => (Shape::ThreeOfAKind, 300 + 3 * colour(0)),
        [2, 2, 1] => (Shape::TwoPairs, 200 + 2 * colour(0) + colour(1)),
        [2, 1, 1, 1] => (Shape::OnePair, 100 + 2 * colour(0)),
        _ => (Shape::HighCard, 50 + colour(0)),
    }
}

/// The best hand when operation i offers the main colours `options[i]` (a 0 second colour
/// means the operation had a single main colour).
pub fn best(options: &[[u8; 2]; 5]) -> Hand {
    let hand = |choice: u32| {
        let colours: [u8; 5] = std::array::from_fn(|i| options[i][(choice >> i & 1) as usize]);
        let (shape, score) = score(colours);
        Hand {
            colours,
            shape,
            score,
        }
    };
    // Bit i of a choice picks operation i's second colour, when it has one.
    let has_second = |choice: u32| (0..5).all(|i| choice >> i & 1 == 0 || options[i][1] != 0);
    (1..32u32)
        .filter(|&choice| has_second(choice))
        .map(hand)
        .fold(
            hand(0),
            |best, h| if h.score > best.score { h } else { best },
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table() {
        assert_eq!(score([3, 1, 4, 2, 5]), (Shape::HighCard, 55));
        assert_eq!(score([3, 1, 3, 2, 5]), (Shape::OnePair, 106));
        assert_eq!(score([1, 2, 4, 2, 4]), (Shape::TwoPairs, 210));
        assert_eq!(score([7, 1, 7, 2, 7]), (Shape::ThreeOfAKind, 321));
        assert_eq!(score([2, 9, 2, 9, 2]), (Shape::FullHouse, 515));
        assert_eq!(score([9, 9, 2, 2, 2]), (Shape::FullHouse, 515));
        assert_eq!(score([4, 4, 1, 4, 4]), (Shape::FourOfAKind, 770));
        assert_eq!(score([6; 5]), (Shape::FiveOfAKind, 1060));
    }

    #[test]
    fn the_best_score_wins_over_the_best_category() {
        // Three 1s (303) is a higher category than two pairs 99/98 (200 + 198 + 98 = 496).
        let options = [[1, 99], [1, 99], [1, 98], [98, 0], [5, 0]];
        let hand = best(&options);
        assert_eq!(hand.colours, [99, 99, 98, 98, 5]);
        assert_eq!((hand.shape, hand.score), (Shape::TwoPairs, 496));
        assert_eq!(score([1, 1, 1, 98, 5]), (Shape::ThreeOfAKind, 303));
    }
}
