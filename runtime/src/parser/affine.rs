//! Parsing `affine_map<...>`, `affine_set<...>` and `strided<...>` attributes.

use super::{PResult, Parser};
use crate::attributes::Attribute;

impl Parser<'_> {
    /// Parses `affine_map<...>`; the current token is the `affine_map` keyword.
    pub fn parse_affine_map_attr(&mut self) -> PResult<Attribute> {
        Err(self.error_here("expected affine map"))
    }
    /// Parses `affine_set<...>`; the current token is the `affine_set` keyword.
    pub fn parse_integer_set_attr(&mut self) -> PResult<Attribute> {
        Err(self.error_here("expected integer set"))
    }
    /// Parses `strided<[...], offset: ...>`; the current token is the `strided` keyword.
    pub fn parse_strided_attr(&mut self) -> PResult<Attribute> {
        Err(self.error_here("expected strided layout"))
    }
}
