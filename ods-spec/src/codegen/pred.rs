//! (being written)
use crate::model::{Model, OdsDiagnostic};
use proc_macro2::TokenStream;

/// One predicate function per constraint of the model.
pub fn gen_constraint_fns(_m: &Model) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    Ok(TokenStream::new())
}
