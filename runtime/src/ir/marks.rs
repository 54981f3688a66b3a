//! Dense sets and maps of entity ids for whole-IR analyses: [`EntityMarks`] (a set of arena
//! indices cleared in constant time), [`ScratchMarks`] (one from a per-thread pool) and
//! [`ScratchMap`] (an index -> `u64` map from the pool).
//!
//! Passes that look at every op or value of a function (region DCE, the rewrite driver) need
//! "seen" and "live" sets. Hash sets cost a hash and a probe per query; a mark array indexed
//! by the arena slot costs one load. The array is sized by the arena, not by the function,
//! so it is cleared by bumping an epoch instead of writing it, and kept in a per-thread pool:
//! a pass that runs once per function (the inliner's `canonicalize` pipeline) then pays for
//! the array once, not once per function.

use std::cell::RefCell;
use std::ops::{Deref, DerefMut};

/// A set of arena indices (`Op::index()`, `Value::index()`, ...): `stamps[i] == epoch` means
/// `i` is in the set. Indices past the array are absent; inserting grows it. A stamp is one
/// byte (the array is as long as the arena): the array is rewritten once every 255 clears.
#[derive(Debug)]
pub struct EntityMarks {
    stamps: Vec<u8>,
    epoch: u8,
}

impl Default for EntityMarks {
    fn default() -> Self {
        EntityMarks {
            stamps: Vec::new(),
            epoch: 1,
        }
    }
}

impl EntityMarks {
    /// Empties the set in constant time (an array write only when the epoch wraps around,
    /// once every 255 calls).
    pub fn clear(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamps.iter_mut().for_each(|s| *s = 0);
            self.epoch = 1;
        }
    }

    /// Makes room for indices below `n` (call it with the arena's size before a walk, so
    /// that inserts do not grow the array one step at a time).
    pub fn reserve(&mut self, n: usize) {
        if self.stamps.len() < n {
            self.stamps.resize(n, 0);
        }
    }

    /// Adds `i`; returns whether it was absent.
    #[inline]
    pub fn insert(&mut self, i: usize) -> bool {
        if i >= self.stamps.len() {
            self.stamps.resize(i + 1, 0);
        }
        let slot = &mut self.stamps[i];
        let fresh = *slot != self.epoch;
        *slot = self.epoch;
        fresh
    }

    /// Whether `i` is in the set.
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.stamps.get(i) == Some(&self.epoch)
    }

    /// Removes `i`.
    #[inline]
    pub fn remove(&mut self, i: usize) {
        if let Some(s) = self.stamps.get_mut(i) {
            // 0 is never a current epoch
            *s = 0;
        }
    }
}

thread_local! {
    static POOL: RefCell<Vec<EntityMarks>> = const { RefCell::new(Vec::new()) };
}

/// An empty [`EntityMarks`] borrowed from this thread's pool; it goes back to the pool when
/// dropped.
pub struct ScratchMarks(EntityMarks);

impl ScratchMarks {
    /// Takes a set from the pool (or a new one) and empties it.
    pub fn take() -> Self {
        let mut m = POOL
            .try_with(|p| p.borrow_mut().pop())
            .ok()
            .flatten()
            .unwrap_or_default();
        m.clear();
        ScratchMarks(m)
    }
}

impl Drop for ScratchMarks {
    fn drop(&mut self) {
        let m = std::mem::take(&mut self.0);
        let _ = POOL.try_with(|p| p.borrow_mut().push(m));
    }
}

impl Deref for ScratchMarks {
    type Target = EntityMarks;
    fn deref(&self) -> &EntityMarks {
        &self.0
    }
}

impl DerefMut for ScratchMarks {
    fn deref_mut(&mut self) -> &mut EntityMarks {
        &mut self.0
    }
}

thread_local! {
    static VALUE_POOL: RefCell<Vec<Vec<u64>>> = const { RefCell::new(Vec::new()) };
}

/// A map from arena indices to `u64` values, empty when taken from this thread's pool (a
/// [`ScratchMarks`] says which slots hold a value, so the value array is never cleared);
/// both arrays go back to the pool when it is dropped. For per-op facts of passes that run
/// once per function: sized by the arena, paid for once per thread.
pub struct ScratchMap {
    present: ScratchMarks,
    values: Vec<u64>,
}

impl ScratchMap {
    /// Takes an empty map from the pool (or a new one).
    pub fn take() -> Self {
        let values = VALUE_POOL
            .try_with(|p| p.borrow_mut().pop())
            .ok()
            .flatten()
            .unwrap_or_default();
        ScratchMap {
            present: ScratchMarks::take(),
            values,
        }
    }

    /// The value at `i`, if one was inserted since the map was taken.
    #[inline]
    pub fn get(&self, i: usize) -> Option<u64> {
        if self.present.contains(i) {
            self.values.get(i).copied()
        } else {
            None
        }
    }

    /// Sets the value at `i`.
    #[inline]
    pub fn insert(&mut self, i: usize, value: u64) {
        if i >= self.values.len() {
            self.values.resize(i + 1, 0);
        }
        self.values[i] = value;
        self.present.insert(i);
    }

    /// Makes room for indices below `n`.
    pub fn reserve(&mut self, n: usize) {
        if self.values.len() < n {
            self.values.resize(n, 0);
        }
        self.present.reserve(n);
    }
}

impl Default for ScratchMap {
    fn default() -> Self {
        ScratchMap::take()
    }
}

impl std::fmt::Debug for ScratchMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ScratchMap")
    }
}

impl Drop for ScratchMap {
    fn drop(&mut self) {
        let values = std::mem::take(&mut self.values);
        let _ = VALUE_POOL.try_with(|p| p.borrow_mut().push(values));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_insert_contain_remove_and_clear() {
        let mut m = EntityMarks::default();
        assert!(!m.contains(3));
        assert!(m.insert(3));
        assert!(!m.insert(3));
        assert!(m.contains(3));
        assert!(!m.contains(2));
        m.remove(3);
        assert!(!m.contains(3));
        m.insert(7);
        m.clear();
        assert!(!m.contains(7));
        assert!(m.insert(7));
    }

    #[test]
    fn a_wrapping_epoch_still_empties_the_set() {
        let mut m = EntityMarks::default();
        m.insert(1);
        m.epoch = u8::MAX;
        m.insert(2);
        m.clear();
        assert_eq!(m.epoch, 1);
        assert!(!m.contains(1));
        assert!(!m.contains(2));
    }

    #[test]
    fn scratch_maps_come_back_empty() {
        {
            let mut m = ScratchMap::take();
            assert_eq!(m.get(4), None);
            m.insert(4, 9);
            assert_eq!(m.get(4), Some(9));
            m.insert(4, 11);
            assert_eq!(m.get(4), Some(11));
        }
        let m = ScratchMap::take();
        assert_eq!(m.get(4), None);
    }

    #[test]
    fn scratch_marks_come_back_empty() {
        {
            let mut a = ScratchMarks::take();
            a.insert(5);
            let b = ScratchMarks::take();
            assert!(!b.contains(5));
        }
        let a = ScratchMarks::take();
        assert!(!a.contains(5));
    }
}
