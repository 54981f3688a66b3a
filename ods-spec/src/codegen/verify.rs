//! (being written)
use crate::model::{Model, OdsDiagnostic, OpId};
use proc_macro2::TokenStream;

/// The verifier of op `id`.
pub fn gen_op_verify(_m: &Model, _id: OpId) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    Ok(TokenStream::new())
}
