//! (being written)
use crate::model::{Model, OdsDiagnostic, OpId};
use proc_macro2::TokenStream;

/// The builders of op `id`.
pub fn gen_builders(_m: &Model, _id: OpId) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    Ok(TokenStream::new())
}
