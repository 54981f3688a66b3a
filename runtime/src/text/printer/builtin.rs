//! Custom-form printers of the builtin ops (`module`, `unrealized_conversion_cast`).
//!
//! Registration (done by the builtin dialect's owner) hands these to
//! [`crate::ir::registry::OpDefinition::print`]; the op name (`module`,
//! `unrealized_conversion_cast`, with the `builtin.` prefix dropped where `builtin` is the
//! default dialect) is printed before they are called.

use super::OpAsmPrinter;
use crate::ir::attributes::AttrKind;
use crate::ir::Op;

/// `module @name attributes {..} {` body `}`: the symbol name when set, the remaining
/// attributes (inherent `sym_visibility` included) after `attributes`, then the body region.
pub fn print_module(p: &mut OpAsmPrinter, op: Op) {
    let ctx = p.ctx();
    if let Some(name) = p.inherent_attr(op, "sym_name") {
        if let AttrKind::String { value, .. } = ctx.attr_kind(name) {
            p.write(" ");
            match std::str::from_utf8(value) {
                Ok(s) => p.print_symbol_name(s),
                Err(_) => {
                    p.write("@");
                    p.print_string_literal(value);
                }
            }
        }
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    if let Some(&region) = ctx.ir.op(op).regions.first() {
        p.write(" ");
        p.print_region(region, true, true);
    }
}

/// `%0:2 = unrealized_conversion_cast %a, %b : i32, i32 to f32, i64 {attrs}`; without
/// operands just `to types`.
pub fn print_unrealized_conversion_cast(p: &mut OpAsmPrinter, op: Op) {
    let ctx = p.ctx();
    if ctx.ir.num_operands(op) > 0 {
        p.write(" ");
        p.print_operands(ctx.ir.operands(op));
        p.write(" : ");
        p.print_value_types(ctx.ir.operands(op));
    }
    p.write(" to ");
    p.print_result_types(op);
    p.print_optional_attr_dict(op, &[]);
}
