//! The builtin dialect's operations: `builtin.module` and `builtin.unrealized_conversion_cast`.
//!
//! Custom forms (as mlir-opt 22 parses them):
//!
//! * `module @name attributes {dialect.attr} { ... }`: optional symbol name (property
//!   `sym_name`), optional `attributes` dictionary, one region whose single block is created
//!   when the region is written `{}`;
//! * `%r:2 = unrealized_conversion_cast %a, %b : i32, f32 to i64, i8 {attrs}` (operands and
//!   their types optional).

use crate::attributes::AttrKind;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::OperationState;
use crate::parser::OpAsmParser;
use crate::printer::builtin::{print_module, print_unrealized_conversion_cast};
use crate::registry::{OpDefinition, OpTraits};

/// Inherent attributes of `builtin.module`, in property-slot order.
pub const MODULE_PROPERTIES: &[&str] = &["sym_name", "sym_visibility"];

/// Registers the builtin ops.
pub fn register(ctx: &mut Context) {
    let module = ctx.register_op(OpDefinition {
        traits: OpTraits::ISOLATED_FROM_ABOVE
            | OpTraits::NO_TERMINATOR
            | OpTraits::SINGLE_BLOCK
            | OpTraits::SYMBOL_TABLE
            | OpTraits::AFFINE_SCOPE
            | OpTraits::GRAPH_REGIONS,
        property_names: MODULE_PROPERTIES,
        parse: Some(parse_module),
        print: Some(print_module),
        ..OpDefinition::new("builtin.module")
    });
    let builtin = ctx.symbol("builtin");
    ctx.registry.set_default_dialect(module, builtin);
    ctx.register_op(OpDefinition {
        traits: OpTraits::PURE,
        parse: Some(parse_unrealized_conversion_cast),
        print: Some(print_unrealized_conversion_cast),
        ..OpDefinition::new("builtin.unrealized_conversion_cast")
    });
}

/// `module (@name)? (attributes {...})? region`.
pub fn parse_module(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
) -> Result<(), Diagnostic> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        p.set_property(st, "sym_name", name);
    }
    let attr_loc = p.current_location();
    p.parse_optional_attr_dict_with_keyword(st)?;
    for &prop in MODULE_PROPERTIES {
        let sym = p.ctx().lookup_symbol(prop);
        let ctx = p.ctx();
        let bad = ctx
            .dict_entries(st.attrs)
            .iter()
            .any(|&(n, a)| Some(n) == sym && !matches!(ctx.attr_kind(a), AttrKind::String { .. }));
        if bad {
            let msg = format!(
                "'builtin.module' op attribute '{prop}' failed to satisfy constraint: string attribute"
            );
            return Err(p.emit_error(attr_loc, &msg));
        }
    }
    let region = p.parse_region(&[], false)?;
    p.ensure_block(region);
    st.regions.push(region);
    Ok(())
}

/// `(operands `:` types)? to types attr-dict`.
pub fn parse_unrealized_conversion_cast(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
) -> Result<(), Diagnostic> {
    let loc = p.current_location();
    let mut operands = Vec::new();
    let mut types = Vec::new();
    if let Some(u) = p.parse_optional_operand(true)? {
        operands.push(u);
        while p.parse_optional_comma() {
            operands.push(p.parse_operand(true)?);
        }
        p.parse_colon()?;
        types = p.parse_type_list()?;
    }
    p.parse_keyword("to")?;
    let results = p.parse_type_list()?;
    p.parse_optional_attr_dict(st)?;
    st.result_types.extend(results);
    p.resolve_operands(&operands, &types, loc, &mut st.operands)
}
