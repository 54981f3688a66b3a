//! The spanned syntax tree of a `.ods` file (being written).

/// A parsed file.
#[derive(Clone, Debug, Default)]
pub struct File {}
