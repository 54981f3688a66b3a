//! The assembly format of a dialect type or attribute: parsing, binding to parameters and
//! MLIR's rules (`AttrOrTypeFormatGen`).

use super::DefFormat;
use crate::model::{AttrOrTypeDef, OdsDiagnostic};

/// Parses and validates the format of `def`, or builds its default format.
pub(super) fn analyze(def: &AttrOrTypeDef) -> Result<Option<DefFormat>, Vec<OdsDiagnostic>> {
    let _ = def;
    Ok(None)
}
