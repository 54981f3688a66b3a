//! Validation rules over the model (being written).
use crate::model::{Model, OdsDiagnostic};

/// Runs every rule; returns all errors sorted by position.
pub fn validate(_m: &Model) -> Result<(), Vec<OdsDiagnostic>> {
    Ok(())
}
