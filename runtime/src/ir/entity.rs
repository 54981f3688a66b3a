//! Typed ids: small `Copy` handles that index arenas, in the style of cranelift-entity.
//!
//! Every IR entity (operation, block, region, value) and every interned object (string, type,
//! attribute) is named by a 32-bit newtype (a `NonZeroU32` holding the index plus one). Ids are only meaningful for the [`crate::Context`] that
//! created them.

/// Declares a `u32` id newtype with an index accessor.
#[macro_export]
#[doc(hidden)]
macro_rules! entity_id {
    ($(#[$m:meta])* $vis:vis struct $name:ident;) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        // stored as index + 1, so that `Option<Id>` is as small as the id (IR storage keeps
        // many optional links: parents, neighbours, first uses, property slots)
        $vis struct $name(::std::num::NonZeroU32);

        impl $name {
            /// The id for arena slot `index`.
            #[inline]
            pub fn from_index(index: usize) -> Self {
                debug_assert!(index < u32::MAX as usize);
                match ::std::num::NonZeroU32::new((index as u32).wrapping_add(1)) {
                    Some(n) => $name(n),
                    None => panic!("entity index out of range"),
                }
            }
            /// The arena slot this id names.
            #[inline]
            pub fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }
    };
}
