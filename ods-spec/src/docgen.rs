//! Markdown dialect reference generation (being written).
use crate::model::Model;

/// The markdown reference of the model's dialect.
pub fn generate_markdown(_m: &Model) -> String {
    String::new()
}
