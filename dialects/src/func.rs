//! The `func` dialect: generated from `ods/func.ods`, plus the hand-written hooks it names:
//! `func.func`'s custom form (MLIR's `function_interface_impl::parseFunctionOp` /
//! `printFunctionOp`) and its `FunctionOpInterface`/`SymbolOpInterface` checks,
//! `func.call_indirect`'s form, `func.return`'s check against the enclosing function, the
//! symbol-use checks of `func.call` and `func.constant`, and the result name of `func.constant`.

include!(concat!(env!("OUT_DIR"), "/func.rs"));

use ods_runtime::attributes::AttrKind;
use ods_runtime::diagnostics::Diagnostic;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::verify::{attr_text, op_attr, quoted_type};
use ods_runtime::parser::ops::{Argument, Delimiter};
use ods_runtime::parser::OpAsmParser;
use ods_runtime::printer::{OpAsmOpInterface, OpAsmPrinter};
use ods_runtime::registry::OpTraits;
use ods_runtime::types::TypeKind;
use ods_runtime::verifier::{op_error, op_loc};
use ods_runtime::{Attribute, Context, Op, Type};

/// Types joined by `, ` as MLIR streams a type range into a message (each quoted).
fn types_text(ctx: &Context, tys: &[Type]) -> String {
    tys.iter()
        .map(|&t| quoted_type(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The inputs and results of a function type (`None` for other types).
pub fn function_type_parts(ctx: &Context, ty: Type) -> Option<(&[Type], &[Type])> {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// The `function_type` of a `func.func` (`None` when absent or not a function type).
fn func_signature(ctx: &Context, op: Op) -> Option<(&[Type], &[Type])> {
    let attr = op_attr(ctx, op, "function_type")?;
    let ty = ods_runtime::ods::preds::type_attr_value(ctx, attr)?;
    function_type_parts(ctx, ty)
}

/// The string value of inherent attribute `name` of `op`, if it is a string.
fn str_attr_of<'c>(ctx: &'c Context, op: Op, name: &str) -> Option<&'c str> {
    let a = op_attr(ctx, op, name)?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
        _ => None,
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
    let Some(&region) = ctx.ir.op(table).regions.first() else {
        return Ok(None);
    };
    for b in ctx.ir.region_blocks(region) {
        for o in ctx.ir.block_ops(b) {
            let Some(a) = op_attr(ctx, o, "sym_name") else {
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

/// The `func.func` a symbol reference names from `op`, as [`lookup_nearest_symbol`] (an op of
/// another kind is `Ok(None)`).
fn lookup_func(ctx: &Context, op: Op, name: &[u8]) -> Result<Option<Op>, ()> {
    Ok(lookup_nearest_symbol(ctx, op, name)?.filter(|&f| FuncOp::from_op(ctx, f).is_some()))
}

/// The root name of a symbol reference attribute, as bytes.
fn symbol_ref_name(ctx: &Context, a: Attribute) -> Option<&[u8]> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => Some(ctx.str(*root).as_bytes()),
        _ => None,
    }
}

// ------------------------------------------------------------------------------------------
// func.func
// ------------------------------------------------------------------------------------------

impl FuncOp {
    /// Ops of the `func` dialect print without their prefix inside a function.
    pub const ASM_INTERFACE: OpAsmOpInterface = OpAsmOpInterface {
        default_dialect: Some("func"),
        result_names: None,
    };

    /// `func.func [visibility] @name(args) [-> results] [attributes {...}] [{ body }]`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
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
                let arr = ods_runtime::ods::preds::array_attr(p.ctx(), dicts);
                p.set_property(st, prop, arr);
            }
        }

        // the body, if any
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

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        p.write(" ");
        if let Some(vis) = str_attr_of(ctx, op, "sym_visibility") {
            p.write(vis);
            p.write(" ");
        }
        if let Some(name) = str_attr_of(ctx, op, "sym_name") {
            p.print_symbol_name(name);
        }
        let (inputs, results) = func_signature(ctx, op).unwrap_or((&[], &[]));
        let dicts = |name: &str| -> Option<&[Attribute]> {
            let a = op_attr(ctx, op, name)?;
            Some(ods_runtime::ods::preds::array_elements(ctx, a))
        };
        let dict_entries = |dicts: Option<&[Attribute]>,
                            i: usize|
         -> Vec<(ods_runtime::context::Symbol, Attribute)> {
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
                    p.print_attr_dict_entries(&dict_entries(arg_attrs, i), &[], false);
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

    /// `SymbolOpInterface` (a declaration is not public) and `FunctionOpInterface` (argument
    /// and result attribute arrays, the entry block against the signature).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
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
        let Some((inputs, results)) = func_signature(ctx, op) else {
            return Ok(());
        };
        for (name, what, n) in [
            ("arg_attrs", "argument", inputs.len()),
            ("res_attrs", "result", results.len()),
        ] {
            let Some(all) = op_attr(ctx, op, name) else {
                continue;
            };
            let items = ods_runtime::ods::preds::array_elements(ctx, all);
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
            for &d in items {
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
                if ctx
                    .dict_entries(d)
                    .iter()
                    .any(|&(k, _)| !ctx.str(k).contains('.'))
                {
                    return Err(op_error(
                        ctx,
                        op,
                        &format!("{plural} may only have dialect attributes"),
                    ));
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
}

// ------------------------------------------------------------------------------------------
// func.return
// ------------------------------------------------------------------------------------------

impl ReturnOp {
    /// The operands match the enclosing function's result types.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(func) = ctx.ir.parent_op(op) else {
            return Ok(());
        };
        let name = str_attr_of(ctx, func, "sym_name").unwrap_or("");
        let results = func_signature(ctx, func).map(|s| s.1).unwrap_or(&[]);
        let n = ctx.ir.num_operands(op);
        if n != results.len() {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "has {n} operands, but enclosing function (@{name}) returns {}",
                    results.len()
                ),
            ));
        }
        for (i, (v, &want)) in ctx.ir.operands(op).zip(results).enumerate() {
            let got = ctx.ir.value_type(v);
            if got != want {
                return Err(Diagnostic::error(
                    op_loc(ctx, op),
                    format!(
                        "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                        quoted_type(ctx, got),
                        quoted_type(ctx, want)
                    ),
                ));
            }
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// func.call
// ------------------------------------------------------------------------------------------

impl CallOp {
    /// `SymbolUserOpInterface`: the callee is a `func.func` of the nearest symbol table whose
    /// signature matches the operands and results.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(callee) = op_attr(ctx, op, "callee") else {
            return Err(op_error(
                ctx,
                op,
                "requires a 'callee' symbol reference attribute",
            ));
        };
        let Some(name) = symbol_ref_name(ctx, callee) else {
            return Err(op_error(
                ctx,
                op,
                "requires a 'callee' symbol reference attribute",
            ));
        };
        let func = match lookup_func(ctx, op, name) {
            Err(()) => return Ok(()),
            Ok(None) => {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "'{}' does not reference a valid function",
                        String::from_utf8_lossy(name)
                    ),
                ))
            }
            Ok(Some(f)) => f,
        };
        let (inputs, results) = func_signature(ctx, func).unwrap_or((&[], &[]));
        if inputs.len() != ctx.ir.num_operands(op) {
            return Err(op_error(ctx, op, "incorrect number of operands for callee"));
        }
        for (i, (v, &want)) in ctx.ir.operands(op).zip(inputs).enumerate() {
            let got = ctx.ir.value_type(v);
            if got != want {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                        quoted_type(ctx, want),
                        quoted_type(ctx, got)
                    ),
                ));
            }
        }
        if results.len() != ctx.ir.num_results(op) {
            return Err(op_error(ctx, op, "incorrect number of results for callee"));
        }
        let got: Vec<Type> = ctx.ir.results(op).map(|v| ctx.ir.value_type(v)).collect();
        for (i, (&g, &want)) in got.iter().zip(results).enumerate() {
            if g != want {
                let d = op_error(ctx, op, &format!("result type mismatch at index {i}"));
                let loc = d.loc;
                return Err(d
                    .with_note(
                        loc,
                        format!("      op result types: {}", types_text(ctx, &got)),
                    )
                    .with_note(
                        loc,
                        format!("function result types: {}", types_text(ctx, results)),
                    ));
            }
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// func.call_indirect
// ------------------------------------------------------------------------------------------

impl CallIndirectOp {
    /// `%callee(%args) attr-dict : (inputs) -> results`: the argument and result types come
    /// from the callee's function type.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let callee_loc = p.current_location();
        let callee = p.parse_operand(true)?;
        p.parse_lparen()?;
        let args_loc = p.current_location();
        let mut args = Vec::new();
        p.parse_operand_list(&mut args, Delimiter::None, true, None)?;
        p.parse_rparen()?;
        p.parse_optional_attr_dict(st)?;
        p.parse_colon()?;
        let ty_loc = p.current_location();
        let ty = p.parse_type()?;
        let Some((inputs, results)) = function_type_parts(p.ctx(), ty) else {
            let msg = format!(
                "invalid kind of type specified: expected builtin.function, but found {}",
                quoted_type(p.ctx(), ty)
            );
            return Err(p.emit_error(ty_loc, &msg));
        };
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        st.result_types.extend(results);
        p.resolve_operands(&[callee], &[ty], callee_loc, &mut st.operands)?;
        p.resolve_operands(&args, &inputs, args_loc, &mut st.operands)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let callee = self.callee(ctx);
        p.write(" ");
        p.print_operand(callee);
        p.write("(");
        p.print_operands(ctx.ir.operands(op).skip(1));
        p.write(")");
        p.print_optional_attr_dict(op, &[]);
        p.write(" : ");
        p.print_type(ctx.ir.value_type(callee));
    }

    /// `TypesMatchWith` on ranges: the arguments and results have the callee's types.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some((inputs, results)) = function_type_parts(ctx, ctx.ir.value_type(self.callee(ctx)))
        else {
            return Ok(());
        };
        let args: Vec<Type> = ctx
            .ir
            .operands(op)
            .skip(1)
            .map(|v| ctx.ir.value_type(v))
            .collect();
        if args != inputs {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that callee input types match argument types",
            ));
        }
        let res: Vec<Type> = ctx.ir.results(op).map(|v| ctx.ir.value_type(v)).collect();
        if res != results {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that callee result types match result types",
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// func.constant
// ------------------------------------------------------------------------------------------

impl ConstantOp {
    /// The result is named `%f`.
    pub const ASM_INTERFACE: OpAsmOpInterface = OpAsmOpInterface {
        default_dialect: None,
        result_names: Some(constant_result_names),
    };

    /// `SymbolUserOpInterface`: the value names a `func.func` of the result's type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(name) = op_attr(ctx, op, "value").and_then(|a| symbol_ref_name(ctx, a)) else {
            return Ok(());
        };
        let func = match lookup_func(ctx, op, name) {
            Err(()) => return Ok(()),
            Ok(None) => {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "reference to undefined function '{}'",
                        String::from_utf8_lossy(name)
                    ),
                ))
            }
            Ok(Some(f)) => f,
        };
        let fty = op_attr(ctx, func, "function_type")
            .and_then(|a| ods_runtime::ods::preds::type_attr_value(ctx, a));
        if fty != Some(ctx.ir.value_type(self.result(ctx))) {
            return Err(op_error(
                ctx,
                op,
                "reference to function with mismatched type",
            ));
        }
        Ok(())
    }
}

fn constant_result_names(ctx: &Context, op: Op, set: &mut dyn FnMut(ods_runtime::Value, &str)) {
    set(ctx.ir.result(op, 0), "f");
}
