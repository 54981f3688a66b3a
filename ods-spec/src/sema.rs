//! Semantic analysis: AST to [`crate::model::Model`] (being written).
use crate::ast::File;
use crate::model::{Model, OdsDiagnostic, SourceMap};

/// Lowers the prelude and the user's file to a model.
pub fn lower(_s: &SourceMap, _prelude: &File, _user: &File) -> Result<Model, Vec<OdsDiagnostic>> {
    Ok(Model::default())
}
