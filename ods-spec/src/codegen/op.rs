//! (being written)
use crate::model::{Model, OdsDiagnostic, OpId};
use proc_macro2::TokenStream;

/// The handle type and accessors of op `id`.
pub fn gen_op(_m: &Model, _id: OpId) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    Ok(TokenStream::new())
}
/// The dialect type and registration.
pub fn gen_dialect(_m: &Model) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    Ok(TokenStream::new())
}
