//! Typed ids: small `Copy` handles that index arenas, in the style of cranelift-entity.
//!
//! Every IR entity (operation, block, region, value) and every interned object (string, type,
//! attribute) is named by a `u32` newtype. Ids are only meaningful for the [`crate::Context`] that
//! created them.

/// Declares a `u32` id newtype with an index accessor.
#[macro_export]
#[doc(hidden)]
macro_rules! entity_id {
    ($(#[$m:meta])* $vis:vis struct $name:ident;) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        $vis struct $name(u32);

        impl $name {
            /// The id for arena slot `index`.
            #[inline]
            pub fn from_index(index: usize) -> Self {
                debug_assert!(index < u32::MAX as usize);
                $name(index as u32)
            }
            /// The arena slot this id names.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}
