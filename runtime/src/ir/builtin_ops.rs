//! The builtin dialect's operations: `builtin.module` and `builtin.unrealized_conversion_cast`.
//!
//! Custom forms (as mlir-opt 22 parses them):
//!
//! * `module @name attributes {dialect.attr} { ... }`: optional symbol name (property
//!   `sym_name`), optional `attributes` dictionary, one region whose single block is created
//!   when the region is written `{}`;
//! * `%r:2 = unrealized_conversion_cast %a, %b : i32, f32 to i64, i8 {attrs}` (operands and
//!   their types optional).
//!
//! `builtin.module` is verified by [`verify_module`], with mlir-opt's checks in its order.

use crate::ir::attributes::AttrKind;
use crate::ir::attributes::Attribute;
use crate::ir::context::Context;
use crate::ir::diagnostics::{DiagLoc, Diagnostic};
use crate::ir::registry::{OpDefinition, OpTraits};
use crate::ir::{Op, OperationState, Properties};
use crate::text::lexer::TokenKind;
use crate::text::parser::OpAsmParser;
use crate::text::printer::builtin::{print_module, print_unrealized_conversion_cast};
use crate::text::printer::{PrintFlags, Printer};

/// Inherent attributes of `builtin.module`, in property-slot order.
pub const MODULE_PROPERTIES: &[&str] = &["sym_name", "sym_visibility"];

/// The slot of `sym_name` in [`MODULE_PROPERTIES`].
const SYM_NAME: usize = 0;
/// The slot of `sym_visibility` in [`MODULE_PROPERTIES`].
const SYM_VISIBILITY: usize = 1;

/// The constraints of `builtin.module`'s inherent attributes (both `StrAttr`), checked when
/// the generic form is parsed, as mlir-opt does.
const MODULE_ATTR_CHECKS: &[crate::ir::registry::InherentAttrCheck] = &[
    crate::ir::registry::InherentAttrCheck {
        name: "sym_name",
        pred: crate::ods::preds::is_str_attr,
        summary: "string attribute",
        storage: Some(crate::ods::preds::is_str_attr),
    },
    crate::ir::registry::InherentAttrCheck {
        name: "sym_visibility",
        pred: crate::ods::preds::is_str_attr,
        summary: "string attribute",
        storage: Some(crate::ods::preds::is_str_attr),
    },
];

/// Registers the builtin ops.
pub fn register(ctx: &mut Context) {
    // No `SINGLE_BLOCK` trait: the verifier would check it before `verify_module`, but mlir-opt
    // reports results, operands and region arguments first, so `verify_module` checks it itself.
    let module = ctx.register_op(OpDefinition {
        traits: OpTraits::ISOLATED_FROM_ABOVE
            | OpTraits::NO_TERMINATOR
            | OpTraits::SYMBOL_TABLE
            | OpTraits::SYMBOL
            | OpTraits::AFFINE_SCOPE
            | OpTraits::GRAPH_REGIONS,
        property_names: MODULE_PROPERTIES,
        parse: Some(parse_module),
        print: Some(print_module),
        verify: Some(verify_module),
        verify_regions: Some(crate::ods::verify::check_symbol_table),
        inherent_attr_checks: MODULE_ATTR_CHECKS,
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

/// A new, detached, empty `builtin.module` with the one block of its region (MLIR's
/// `ModuleOp::create`); append ops to [`module_body`].
pub fn create_module(ctx: &mut Context, loc: crate::ir::attributes::Location) -> Op {
    let name = ctx.symbol("builtin.module");
    let mut st = OperationState::new(ctx, name, loc);
    let region = ctx.ir.create_region();
    let block = ctx.ir.create_block();
    ctx.ir.append_block(region, block);
    st.regions.push(region);
    ctx.create_op(st)
}

/// The block of a `builtin.module` (`None` when its region has none).
pub fn module_body(ctx: &Context, module: Op) -> Option<crate::ir::Block> {
    let region = *ctx.ir.op(module).regions.first()?;
    ctx.ir.first_block(region)
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

/// The inherent attribute of a module in property slot `slot`, or (for IR built without
/// properties) the discardable attribute of its name.
fn module_attr(ctx: &Context, op: Op, slot: usize) -> Option<Attribute> {
    let data = ctx.ir.op(op);
    if let Properties::Slots(slots) = &data.props {
        if let Some(a) = slots.get(slot).copied().flatten() {
            return Some(a);
        }
    }
    let sym = ctx.lookup_symbol(MODULE_PROPERTIES.get(slot)?)?;
    ctx.dict_entries(data.attrs)
        .iter()
        .find(|&&(n, _)| n == sym)
        .map(|&(_, a)| a)
}

/// The verifier of `builtin.module`, with mlir-opt's messages in its order: one region, no
/// results, successors or operands, no entry-block arguments, at most one block, string
/// `sym_name`/`sym_visibility`, exactly one block, a named module's visibility is `public`,
/// `private` or `nested` and its parent (if registered) is a symbol table, and every
/// discardable attribute other than `sym_name`/`sym_visibility` has a dialect prefix (a `.`).
pub fn verify_module(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let data = ctx.ir.op(op);
    let err = |msg: &str| {
        Diagnostic::error(
            DiagLoc::Loc(data.loc),
            format!("'{}' op {msg}", ctx.str(data.name)),
        )
    };
    let [region] = &data.regions[..] else {
        return Err(err("requires one region"));
    };
    if ctx.ir.num_results(op) != 0 {
        return Err(err("requires zero results"));
    }
    if !data.successors.is_empty() {
        return Err(err("requires zero successors"));
    }
    if ctx.ir.num_operands(op) != 0 {
        return Err(err("requires zero operands"));
    }
    let mut blocks = ctx.ir.region_blocks(*region);
    let entry = blocks.next();
    if entry.is_some_and(|b| !ctx.ir.block_args(b).is_empty()) {
        return Err(err("region should have no arguments"));
    }
    if blocks.next().is_some() {
        return Err(err("expects region #0 to have 0 or 1 blocks"));
    }
    // (the parser already rejects non-string values in the forms mlir-opt parses)
    for (slot, prop) in MODULE_PROPERTIES.iter().enumerate() {
        if let Some(a) = module_attr(ctx, op, slot) {
            if !matches!(ctx.attr_kind(a), AttrKind::String { .. }) {
                return Err(err(&format!(
                    "attribute '{prop}' failed to satisfy constraint: string attribute"
                )));
            }
        }
    }
    if entry.is_none() {
        return Err(err(
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
    if module_attr(ctx, op, SYM_NAME).is_some() {
        if let Some(vis) = module_attr(ctx, op, SYM_VISIBILITY) {
            let mut p = Printer::new(ctx, PrintFlags::default());
            p.print_attribute_inline(vis);
            let text = String::from_utf8_lossy(&p.out);
            match ctx.attr_kind(vis) {
                AttrKind::String { value, .. } => {
                    if !matches!(&value[..], b"public" | b"private" | b"nested") {
                        return Err(err(&format!(
                            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {text}"
                        )));
                    }
                }
                _ => {
                    return Err(err(&format!(
                        "requires visibility attribute 'sym_visibility' to be a string attribute, but got {text}"
                    )))
                }
            }
        }
    }
    if module_attr(ctx, op, SYM_NAME).is_some() {
        if let Some(msg) = crate::analysis::symbols::symbol_parent_error(ctx, op) {
            return Err(err(msg));
        }
    }
    for &(name, _) in ctx.dict_entries(data.attrs) {
        let name = ctx.str(name);
        if !name.contains('.') && !MODULE_PROPERTIES.contains(&name) {
            return Err(err(&format!(
                "can only contain attributes with dialect-prefixed names, found: '{name}'"
            )));
        }
    }
    Ok(())
}

/// `(operands `:` types)? to types attr-dict`.
pub fn parse_unrealized_conversion_cast(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
) -> Result<(), Diagnostic> {
    let loc = p.current_location();
    let Some(first) = p.parse_optional_operand(true)? else {
        p.parse_keyword("to")?;
        return parse_cast_results(p, st);
    };
    if !p.at(TokenKind::Comma) {
        // one operand (the usual cast): no lists to gather
        p.parse_colon()?;
        let types = p.parse_type_list()?;
        if let [ty] = types[..] {
            p.parse_keyword("to")?;
            parse_cast_results(p, st)?;
            return p.resolve_operand(&first, ty, &mut st.operands);
        }
        p.parse_keyword("to")?;
        parse_cast_results(p, st)?;
        return p.resolve_operands(&[first], &types, loc, &mut st.operands);
    }
    let mut operands = vec![first];
    while p.parse_optional_comma() {
        operands.push(p.parse_operand(true)?);
    }
    p.parse_colon()?;
    let types = p.parse_type_list()?;
    p.parse_keyword("to")?;
    parse_cast_results(p, st)?;
    p.resolve_operands(&operands, &types, loc, &mut st.operands)
}

/// The result types and attribute dictionary of `builtin.unrealized_conversion_cast`.
fn parse_cast_results(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
) -> Result<(), Diagnostic> {
    let results = p.parse_type_list()?;
    p.parse_optional_attr_dict(st)?;
    st.result_types.extend(results);
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::tool::driver::{run, Options};

    /// stderr of running `text` (as file `t.mlir`) with `--allow-unregistered-dialect`.
    fn stderr_of(text: &str) -> String {
        let args = ["--allow-unregistered-dialect", "t.mlir"].map(String::from);
        let opts = Options::parse(args.to_vec()).expect("valid options");
        let out = run(&opts, text.as_bytes(), |_| {});
        String::from_utf8_lossy(&out.stderr).into_owned()
    }

    /// The first line of the stderr of `text`.
    fn first_error(text: &str) -> String {
        stderr_of(text).lines().next().unwrap_or("").to_string()
    }

    #[test]
    fn created_modules_print_and_verify() {
        let mut ctx = crate::Context::new();
        let loc = ctx.common.unknown_loc;
        let m = super::create_module(&mut ctx, loc);
        let body = super::module_body(&ctx, m).expect("a block");
        let inner = super::create_module(&mut ctx, loc);
        ctx.ir.append_op(body, inner);
        assert!(crate::analysis::verifier::verify(&ctx, m).is_ok());
        let flags = crate::text::printer::PrintFlags::default();
        let mut out = Vec::new();
        crate::text::printer::print_top_level(&ctx, m, flags, &mut out).expect("print");
        assert_eq!(
            String::from_utf8_lossy(&out),
            "module {\n  module {\n  }\n}\n"
        );
    }

    #[test]
    fn module_structure_errors_in_mlir_opt_order() {
        let cases = [
            (
                "\"builtin.module\"() : () -> ()",
                "t.mlir:1:1: error: 'builtin.module' op requires one region",
            ),
            (
                "%0 = \"builtin.module\"() ({\n^bb0(%a: i32):\n}) : () -> i32",
                "t.mlir:1:6: error: 'builtin.module' op requires zero results",
            ),
            (
                "\"foo.x\"() ({\n^bb0(%a: i32):\n  \"builtin.module\"(%a) ({\n  ^bb0:\n  }) : (i32) -> ()\n}) : () -> ()",
                "t.mlir:3:3: error: 'builtin.module' op requires zero operands",
            ),
            (
                "\"builtin.module\"() ({\n^bb0(%a: i32):\n  \"foo.br\"()[^bb1] : () -> ()\n^bb1:\n}) : () -> ()",
                "t.mlir:1:1: error: 'builtin.module' op region should have no arguments",
            ),
            (
                "\"builtin.module\"() ({\n^bb0:\n  \"foo.br\"()[^bb1] : () -> ()\n^bb1:\n}) {x = 1} : () -> ()",
                "t.mlir:1:1: error: 'builtin.module' op expects region #0 to have 0 or 1 blocks",
            ),
            (
                "\"builtin.module\"() <{sym_name = \"a\", sym_visibility = \"bogus\"}> ({\n}) : () -> ()",
                "t.mlir:1:1: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ),
        ];
        for (input, want) in cases {
            assert_eq!(first_error(input), want, "input: {input}");
        }
    }

    #[test]
    fn module_attribute_errors() {
        assert_eq!(
            first_error("module @m attributes {sym_visibility = \"hidden\", x.y} {\n}"),
            "t.mlir:1:1: error: 'builtin.module' op visibility expected to be one of \
             [\"public\", \"private\", \"nested\"], but got \"hidden\""
        );
        // without a name, the visibility is not checked
        assert_eq!(
            stderr_of("module attributes {sym_visibility = \"hidden\", x.y} {\n}"),
            ""
        );
        assert_eq!(
            stderr_of("module attributes {b.c, a} {\n}"),
            "t.mlir:1:1: error: 'builtin.module' op can only contain attributes with \
             dialect-prefixed names, found: 'a'\n\
             module attributes {b.c, a} {\n\
             ^\n\
             t.mlir:1:1: note: see current operation: \n\
             \"builtin.module\"() ({\n\
             ^bb0:\n\
             }) {a, b.c} : () -> ()\n"
        );
    }
}
