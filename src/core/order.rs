//! Sorting with one compiled sort. The standard library's sorts are compiled again for each
//! element type and comparison, about 6 KB of wasm each (a game's module held eleven); here the
//! sort runs on indices with the comparison behind `&dyn Fn`, so it is compiled once for every
//! caller, at the cost of a call per comparison (six times as long as the standard library's
//! sort of 2,400 references): what sorts thousands at every step or animation frame (a
//! search's move ordering, a scene's tokens, the painter's tweens) keeps a sort of its own.

use std::cmp::Ordering;

/// `0..len` in the order `compare` gives the indices, equal ones in index order (stable).
pub fn order(len: usize, compare: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut indices: Vec<usize> = (0..len).collect();
    indices.sort_by(|&a, &b| compare(a, b));
    indices
}

/// Sorts `items` by `compare`, keeping the order of equal items (a stable sort).
pub fn sort_by<T>(items: &mut Vec<T>, compare: impl Fn(&T, &T) -> Ordering) {
    let order = order(items.len(), &|a, b| compare(&items[a], &items[b]));
    let mut slots: Vec<Option<T>> = items.drain(..).map(Some).collect();
    // `order` holds each index once, so every slot is taken exactly once.
    items.extend(order.into_iter().filter_map(|i| slots[i].take()));
}

/// Sorts `items` in their own order (a stable sort).
pub fn sort<T: Ord>(items: &mut Vec<T>) {
    sort_by(items, Ord::cmp);
}

/// Sorts `items` by `key`, keeping the order of items with equal keys (a stable sort).
pub fn sort_by_key<T, K: Ord>(items: &mut Vec<T>, key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_stably_by_key() {
        let mut items = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_by_key(&mut items, |&(key, _)| key);
        assert_eq!(items, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
    }

    #[test]
    fn sorts_by_a_comparison_and_orders_indices() {
        let mut items = vec![2.5_f32, -1.0, 7.0, 2.5];
        sort_by(&mut items, |a, b| b.total_cmp(a));
        assert_eq!(items, [7.0, 2.5, 2.5, -1.0]);
        let keys = [5, 1, 5, 0];
        assert_eq!(
            order(keys.len(), &|a, b| keys[a].cmp(&keys[b])),
            [3, 1, 0, 2]
        );
        let mut numbers = vec![3, -1, 2];
        sort(&mut numbers);
        assert_eq!(numbers, [-1, 2, 3]);
        let mut empty: Vec<u8> = Vec::new();
        sort(&mut empty);
        assert!(empty.is_empty());
    }
}
