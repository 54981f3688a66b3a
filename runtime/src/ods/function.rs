//! Function-like ops: the custom syntax, verification and symbol lookup MLIR shares between
//! every op implementing `FunctionOpInterface` (`function_interface_impl`) and
//! `SymbolTable::lookupNearestSymbolFrom`.
//!
//! A function op stores its name in `sym_name`, its signature in `function_type` (a type
//! attribute holding a function type), an optional `sym_visibility`, and optional `arg_attrs`
//! / `res_attrs` (arrays of dictionaries), and has one region, its body. `func.func` and the
//! Toy example's `toy.func` call [`parse_function_op`], [`print_function_op`] and
//! [`verify_function_op`] from their `custom_assembly` and `has_verifier` hooks:
//!
//! ```text
//! func.func private @f(%arg0: i32 {test.a}, %arg1: f32) -> (i32 {test.r}) attributes {k} {
//!   ...
//! }
//! ```
//!
//! These helpers serve every function-like op type, whose slots differ: they find the
//! attributes by name ([`op_attr`], [`OpAsmParser::set_property`], the printer's
//! `inherent_attr`) where generated code reads the slots of its own op through `AttrRef`s. A
//! name that is looked up for many ops (`sym_name` while searching a symbol table) is interned
//! once and compared as a symbol ([`op_attr_by_symbol`]).

use crate::analysis::verifier::op_error;
use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::{Context, FxHashMap};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::registry::OpTraits;
use crate::ir::types::{Type, TypeKind};
use crate::ir::{Op, OperationState};
use crate::ods::verify::{attr_text, op_attr, op_attr_by_symbol, quoted_type};
use crate::text::parser::ops::{Argument, Delimiter};
use crate::text::parser::OpAsmParser;
use crate::text::printer::OpAsmPrinter;

/// The inputs and results of a function type (`None` for other types).
pub fn function_type_parts(ctx: &Context, ty: Type) -> Option<(&[Type], &[Type])> {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// The inputs and results of a function op's `function_type` (`None` when absent or not a
/// function type).
pub fn signature(ctx: &Context, op: Op) -> Option<(&[Type], &[Type])> {
    let attr = op_attr(ctx, op, "function_type")?;
    let ty = crate::ods::preds::type_attr_value(ctx, attr)?;
    function_type_parts(ctx, ty)
}

/// The string value of inherent attribute `name` of `op`, if it is a string.
pub fn str_attr_of<'c>(ctx: &'c Context, op: Op, name: &str) -> Option<&'c str> {
    let a = op_attr(ctx, op, name)?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

/// The symbols of symbol table op `table` by name (the first op of each name).
fn symbols_of(ctx: &Context, table: Op) -> FxHashMap<Box<[u8]>, Op> {
    let mut names: FxHashMap<Box<[u8]>, Op> = FxHashMap::default();
    let (Some(&region), Some(sym_name)) = (
        ctx.ir.op(table).regions.first(),
        ctx.lookup_symbol("sym_name"),
    ) else {
        return names;
    };
    for b in ctx.ir.region_blocks(region) {
        for o in ctx.ir.block_ops(b) {
            if let Some(a) = op_attr_by_symbol(ctx, o, sym_name) {
                if let AttrKind::String { value, .. } = ctx.attr_kind(a) {
                    names.entry(value.clone()).or_insert(o);
                }
            }
        }
    }
    names
}

/// Symbol tables by table op, built on first use while a [`SymbolCacheScope`] is alive.
type SymbolCache = FxHashMap<Op, FxHashMap<Box<[u8]>, Op>>;

thread_local! {
    static SYMBOL_CACHE: std::cell::RefCell<Option<SymbolCache>> =
        const { std::cell::RefCell::new(None) };
}

/// While alive, [`lookup_nearest_symbol`] on this thread caches each symbol table it reads
/// (one map per table, built once), turning the verification of N calls among N functions
/// from quadratic to linear. Only for code that does not change the IR meanwhile (the
/// verifier); scopes nest.
pub struct SymbolCacheScope {
    outer: bool,
}

impl SymbolCacheScope {
    /// Starts caching (or joins the scope already open on this thread).
    pub fn new() -> Self {
        let outer = SYMBOL_CACHE.with(|c| {
            let mut c = c.borrow_mut();
            let fresh = c.is_none();
            if fresh {
                *c = Some(SymbolCache::default());
            }
            fresh
        });
        SymbolCacheScope { outer }
    }
}

impl Default for SymbolCacheScope {
    fn default() -> Self {
        SymbolCacheScope::new()
    }
}

impl Drop for SymbolCacheScope {
    fn drop(&mut self) {
        if self.outer {
            SYMBOL_CACHE.with(|c| *c.borrow_mut() = None);
        }
    }
}

/// MLIR's `SymbolTable::lookupNearestSymbolFrom(op, name)`: the op named `name` in the nearest
/// symbol table enclosing `op`. `Err(())` when there is no symbol table at all (MLIR then never
/// verifies the use), `Ok(None)` when the name is not found or an unregistered single-region op
/// (a potentially unknown symbol table) is in the way.
#[allow(clippy::result_unit_err)] // `Err(())` carries no error: "no symbol table"
pub fn lookup_nearest_symbol(ctx: &Context, op: Op, name: &[u8]) -> Result<Option<Op>, ()> {
    let unknown_table = |o: Op| ctx.ir.op(o).regions.len() == 1 && ctx.ir.op(o).info.is_none();
    let mut table = None;
    let mut cur = ctx.ir.parent_op(op);
    while let Some(o) = cur {
        if ctx.op_traits(o).contains(OpTraits::SYMBOL_TABLE) {
            table = Some(o);
            break;
        }
        if unknown_table(o) {
            // still a use to verify if a real symbol table encloses it
            let mut up = ctx.ir.parent_op(o);
            while let Some(u) = up {
                if ctx.op_traits(u).contains(OpTraits::SYMBOL_TABLE) {
                    return Ok(None);
                }
                up = ctx.ir.parent_op(u);
            }
            return Err(());
        }
        cur = ctx.ir.parent_op(o);
    }
    let Some(table) = table else {
        return Err(());
    };
    if let Some(found) = SYMBOL_CACHE.with(|c| {
        let mut c = c.borrow_mut();
        let cache = c.as_mut()?;
        let names = cache.entry(table).or_insert_with(|| symbols_of(ctx, table));
        Some(names.get(name).copied())
    }) {
        return Ok(found);
    }
    let Some(&region) = ctx.ir.op(table).regions.first() else {
        return Ok(None);
    };
    // (a name never interned is no op's)
    let Some(sym_name) = ctx.lookup_symbol("sym_name") else {
        return Ok(None);
    };
    for b in ctx.ir.region_blocks(region) {
        for o in ctx.ir.block_ops(b) {
            let Some(a) = op_attr_by_symbol(ctx, o, sym_name) else {
                continue;
            };
            if let AttrKind::String { value, .. } = ctx.attr_kind(a) {
                if &value[..] == name {
                    return Ok(Some(o));
                }
            }
        }
    }
    Ok(None)
}

/// Parses the custom form of a function op after its name (MLIR's
/// `function_interface_impl::parseFunctionOp`):
/// `[visibility] @name(%arg0: type {attrs} loc(..), ...) [-> results] [attributes {...}] [{ body }]`.
///
/// Sets the properties `sym_visibility`, `sym_name`, `function_type` and, when some argument
/// or result has attributes, `arg_attrs` / `res_attrs`; adds the body region (empty for a
/// declaration). Arguments are all named (`%a: i32`, a definition) or all unnamed (`i32`, a
/// declaration).
pub fn parse_function_op(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
) -> Result<(), Diagnostic> {
    if let Some(vis) = p.parse_optional_keyword_of(&["public", "private", "nested"]) {
        let a = p.ctx().string_attr(vis);
        p.set_property(st, "sym_visibility", a);
    }
    let name = p.parse_symbol_name()?;
    p.set_property(st, "sym_name", name);

    // arguments: all named (`%a: i32 {attrs} loc(..)`) or all unnamed (`i32 {attrs}`)
    let mut args: Vec<Argument> = Vec::new();
    let mut arg_attrs: Vec<Option<Attribute>> = Vec::new();
    p.parse_comma_separated_list(Delimiter::Paren, "", |ap| {
        let arg_loc = ap.current_location();
        if let Some(a) = ap.parse_optional_argument(true, true)? {
            if args.last().is_some_and(|l| l.ssa.name_len == 0) {
                return Err(ap.emit_error(a.ssa.loc, "expected type instead of SSA identifier"));
            }
            arg_attrs.push(a.attrs);
            args.push(a);
        } else {
            if args.last().is_some_and(|l| l.ssa.name_len != 0) {
                return Err(ap.emit_error(arg_loc, "expected SSA identifier"));
            }
            let ty = ap.parse_type()?;
            let attrs = ap.p.parse_optional_attribute_dict()?;
            let loc = ap.parse_optional_location_specifier()?;
            let mut a = Argument {
                ty: Some(ty),
                attrs,
                loc,
                ..Argument::default()
            };
            a.ssa.loc = arg_loc;
            arg_attrs.push(attrs);
            args.push(a);
        }
        Ok(())
    })?;

    // results: `-> type` or `-> (type {attrs}, ...)`
    let mut results: Vec<Type> = Vec::new();
    let mut res_attrs: Vec<Option<Attribute>> = Vec::new();
    if p.parse_optional_arrow() {
        if !p.parse_optional_lparen() {
            results.push(p.parse_type()?);
            res_attrs.push(None);
        } else if !p.parse_optional_rparen() {
            p.parse_comma_separated_list(Delimiter::None, "", |ap| {
                results.push(ap.parse_type()?);
                res_attrs.push(ap.p.parse_optional_attribute_dict()?);
                Ok(())
            })?;
            p.parse_rparen()?;
        }
    }
    let inputs: Vec<Type> = args
        .iter()
        .map(|a| a.ty.unwrap_or(p.ctx().common.none))
        .collect();
    let fty = p.ctx().function_type(&inputs, &results);
    let fattr = p.ctx().type_attr(fty);
    p.set_property(st, "function_type", fattr);

    // `attributes {...}`, which may not repeat the attributes given by the syntax
    let dict_loc = p.current_location();
    let before = st.attrs;
    p.parse_optional_attr_dict_with_keyword(st)?;
    if st.attrs != before {
        let ctx = p.ctx();
        let names: Vec<&str> = ctx
            .dict_entries(st.attrs)
            .iter()
            .map(|&(n, _)| ctx.str(n))
            .collect();
        for disallowed in ["sym_visibility", "sym_name", "function_type"] {
            if names.contains(&disallowed) {
                let msg = format!(
                    "'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                );
                return Err(p.emit_error(dict_loc, &msg));
            }
        }
    }

    // argument and result attributes: only when one of them is not empty
    let empty = p.ctx().common.empty_dict;
    for (list, prop) in [(&arg_attrs, "arg_attrs"), (&res_attrs, "res_attrs")] {
        let dicts: Vec<Attribute> = list.iter().map(|a| a.unwrap_or(empty)).collect();
        if dicts.iter().any(|&d| d != empty) {
            let arr = crate::ods::preds::array_attr(p.ctx(), dicts);
            p.set_property(st, prop, arr);
        }
    }

    // the body, if any; with unnamed arguments its entry block is written out
    // (`^bb0(%a: f32):`) or has no arguments (the verifier compares them with the signature);
    // the region parser defines only named arguments, and rejects an entry block that
    // declares more arguments than the signature has
    let body_loc = p.current_location();
    match p.parse_optional_region(&args, false)? {
        Some(r) => {
            if p.ctx().ir.first_block(r).is_none() {
                return Err(p.emit_error(body_loc, "expected non-empty function body"));
            }
            st.regions.push(r);
        }
        None => {
            let r = p.ctx().ir.create_region();
            st.regions.push(r);
        }
    }
    Ok(())
}

/// Prints a function op in the form [`parse_function_op`] reads (MLIR's
/// `function_interface_impl::printFunctionOp`): visibility, `@name`, the arguments (named after
/// the entry block's arguments, with their attributes and locations), the results, the other
/// attributes after `attributes`, and the body unless it is empty.
pub fn print_function_op(p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    let ctx = p.ctx();
    p.write(" ");
    if let Some(vis) = str_attr_of(ctx, op, "sym_visibility") {
        p.write(vis);
        p.write(" ");
    }
    if let Some(name) = str_attr_of(ctx, op, "sym_name") {
        p.print_symbol_name(name);
    }
    let (inputs, results) = signature(ctx, op).unwrap_or((&[], &[]));
    let dicts = |name: &str| -> Option<&[Attribute]> {
        let a = op_attr(ctx, op, name)?;
        Some(crate::ods::preds::array_elements(ctx, a))
    };
    let dict_entries =
        |dicts: Option<&[Attribute]>, i: usize| -> Vec<(crate::ir::context::Symbol, Attribute)> {
            match dicts.and_then(|d| d.get(i)) {
                Some(&d) => ctx.dict_entries(d).to_vec(),
                None => Vec::new(),
            }
        };
    let arg_attrs = dicts("arg_attrs");
    let res_attrs = dicts("res_attrs");
    let body = ctx.ir.op(op).regions.first().copied();
    let entry = body.and_then(|r| ctx.ir.first_block(r));
    p.write("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let arg = entry.and_then(|b| ctx.ir.block_args(b).get(i).copied());
        match arg {
            Some(v) => {
                p.print_operand(v);
                p.write(": ");
                p.print_type(ctx.ir.value_type(v));
                p.print_region_argument_attrs(&dict_entries(arg_attrs, i));
                p.p.print_trailing_location(ctx.ir.value(v).loc, false);
            }
            None => {
                p.print_type(ty);
                p.print_attr_dict_entries(&dict_entries(arg_attrs, i), &[], false);
            }
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let first_has_attrs = !dict_entries(res_attrs, 0).is_empty();
        let parens = results.len() > 1
            || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
            || first_has_attrs;
        if parens {
            p.write("(");
        }
        for (i, &ty) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(ty);
            p.print_attr_dict_entries(&dict_entries(res_attrs, i), &[], false);
        }
        if parens {
            p.write(")");
        }
    }
    p.print_optional_attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "sym_visibility",
            "function_type",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if let Some(r) = body.filter(|_| entry.is_some()) {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

/// The checks of MLIR's `SymbolOpInterface` (a declaration is not public) and
/// `FunctionOpInterface` (argument and result attribute arrays match the signature and hold
/// dictionaries of dialect attributes; the entry block's arguments have the signature's input
/// types), with mlir-opt's messages.
pub fn verify_function_op(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let body = ctx.ir.op(op).regions.first().copied();
    let entry = body.and_then(|r| ctx.ir.first_block(r));
    let is_public = !matches!(
        str_attr_of(ctx, op, "sym_visibility"),
        Some("private" | "nested")
    );
    if entry.is_none() && is_public {
        return Err(op_error(
            ctx,
            op,
            "symbol declaration cannot have public visibility",
        ));
    }
    if let Some(msg) = crate::analysis::symbols::symbol_parent_error(ctx, op) {
        return Err(op_error(ctx, op, msg));
    }
    let Some((inputs, results)) = signature(ctx, op) else {
        return Ok(());
    };
    for (name, what, n) in [
        ("arg_attrs", "argument", inputs.len()),
        ("res_attrs", "result", results.len()),
    ] {
        let Some(all) = op_attr(ctx, op, name) else {
            continue;
        };
        let items = crate::ods::preds::array_elements(ctx, all);
        let plural = if what == "argument" {
            "arguments"
        } else {
            "results"
        };
        if items.len() != n {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {n}",
                    items.len()
                ),
            ));
        }
        for (i, &d) in items.iter().enumerate() {
            if !matches!(ctx.attr_kind(d), AttrKind::Dictionary(_)) {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                        attr_text(ctx, d)
                    ),
                ));
            }
            for &(k, v) in ctx.dict_entries(d) {
                if !ctx.str(k).contains('.') {
                    return Err(op_error(
                        ctx,
                        op,
                        &format!("{plural} may only have dialect attributes"),
                    ));
                }
                // MLIR's `verifyRegionArgAttribute` of the attribute's dialect (results have
                // `verifyRegionResultAttribute`, which no bundled dialect overrides)
                if what == "argument" {
                    crate::analysis::verifier::verify_dialect_region_arg_attr(
                        ctx,
                        op,
                        (0, i),
                        k,
                        v,
                    )?;
                }
            }
        }
    }
    let Some(entry) = entry else {
        return Ok(());
    };
    let block_args = ctx.ir.block_args(entry);
    if block_args.len() != inputs.len() {
        return Err(op_error(
            ctx,
            op,
            &format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&v, &want)) in block_args.iter().zip(inputs).enumerate() {
        let got = ctx.ir.value_type(v);
        if got != want {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                    quoted_type(ctx, got),
                    quoted_type(ctx, want)
                ),
            ));
        }
    }
    Ok(())
}
