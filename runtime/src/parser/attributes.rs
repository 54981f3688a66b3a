//! Parsing builtin attributes and locations.

use super::{PResult, Parser};
use crate::attributes::Attribute;

impl Parser<'_> {
    /// Parses an attribute value.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        Err(self.error_here("expected attribute value"))
    }
}
