//! Parsing builtin types.

use super::{PResult, Parser};
use crate::types::Type;

impl Parser<'_> {
    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        Err(self.error_here("expected type"))
    }
}
