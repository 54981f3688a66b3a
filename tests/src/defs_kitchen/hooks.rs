//! Parser and printer of the `Dim` parameter kind: a size or `?` (stored as -1).

use ods_runtime::ir::registry::{DialectAsmParser, DialectAsmPrinter};
use ods_runtime::Diagnostic;

pub fn parse_dim(p: &mut DialectAsmParser<'_, '_>) -> Result<i64, Diagnostic> {
    if p.parse_optional_question() {
        return Ok(-1);
    }
    p.parse_integer::<i64>()
}

pub fn print_dim(p: &mut DialectAsmPrinter<'_, '_>, d: i64) {
    if d < 0 {
        p.write("?");
    } else {
        p.write(&d.to_string());
    }
}
