//! (being written)
use crate::model::{Model, OdsDiagnostic};
use proc_macro2::TokenStream;

/// Generates the interfaces of the model.
pub fn gen_interfaces(_m: &Model) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    Ok(TokenStream::new())
}
