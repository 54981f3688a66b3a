//! (being written)
use crate::model::{Model, OdsDiagnostic};
use proc_macro2::TokenStream;

/// Generates the enums of the model.
pub fn gen_enums(_m: &Model) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    Ok(TokenStream::new())
}
