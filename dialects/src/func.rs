//! The `func` dialect: generated from `ods/func.ods`, plus the hand-written hooks it names:
//! `func.func`'s custom form (MLIR's `function_interface_impl::parseFunctionOp` /
//! `printFunctionOp`) and its `FunctionOpInterface`/`SymbolOpInterface` checks,
//! `func.call_indirect`'s form, `func.return`'s check against the enclosing function, the
//! symbol-use checks of `func.call` and `func.constant`, the result name of `func.constant`,
//! the call and callable interfaces of `func.call`, `func.call_indirect` and `func.func`, and
//! the dialect's inliner interface.

include!(concat!(env!("OUT_DIR"), "/func.rs"));

mod builders;

pub use ods_runtime::ods::function::{function_type_parts, lookup_nearest_symbol};

use ods_runtime::analysis::calls::{CallOpInterface, CallableOpInterface, Callee};
use ods_runtime::analysis::verifier::{op_error, op_loc};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::function::{self, signature as func_signature, str_attr_of};
use ods_runtime::ods::hooks::{Canonicalize, CustomAssembly, OpAsmOpInterface, Verify};
use ods_runtime::ods::verify::{op_attr, quoted_type};
use ods_runtime::text::parser::ops::Delimiter;
use ods_runtime::text::parser::OpAsmParser;
use ods_runtime::text::printer::{OpAsmPrinter, ResultNamesFn};
use ods_runtime::transforms::inliner::DialectInlinerInterface;
use ods_runtime::transforms::rewriter::Rewriter;
use ods_runtime::{Attribute, Block, Context, Op, OpBuilder, Region, Type, Value};

/// Types joined by `, ` as MLIR streams a type range into a message (each quoted).
fn types_text(ctx: &Context, tys: &[Type]) -> String {
    tys.iter()
        .map(|&t| quoted_type(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
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

impl OpAsmOpInterface for FuncOp {
    /// Ops of the `func` dialect print without their prefix inside a function.
    const DEFAULT_DIALECT: Option<&'static str> = Some("func");
}

impl CustomAssembly for FuncOp {
    /// `func.func [visibility] @name(args) [-> results] [attributes {...}] [{ body }]`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        function::parse_function_op(p, st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        function::print_function_op(p, self.op())
    }
}

impl Verify for FuncOp {
    /// `SymbolOpInterface` (a declaration is not public) and `FunctionOpInterface` (argument
    /// and result attribute arrays, the entry block against the signature).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        function::verify_function_op(ctx, self.op())
    }
}

// ------------------------------------------------------------------------------------------
// func.return
// ------------------------------------------------------------------------------------------

impl Verify for ReturnOp {
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

impl Verify for CallOp {
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

impl CustomAssembly for CallIndirectOp {
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
}

impl Canonicalize for CallIndirectOp {
    /// A call of a `func.constant` is a direct `func.call` of its symbol, with the same
    /// operands and result types (upstream's `CallIndirectOp::canonicalize`).
    fn canonicalize(self, rw: &mut Rewriter<'_>) -> bool {
        let Some(constant) = self.callee(rw).defining_op::<ConstantOp>(rw) else {
            return false;
        };
        let callee = constant.value(rw).to_string();
        let result_types: Vec<Type> = self.results_types(rw).collect();
        let operands: Vec<Value> = self.callee_operands(rw).collect();
        let loc = self.loc(rw);
        let call = CallOp::create(rw, loc, &result_types, &callee, &operands);
        rw.replace_op_with(self.op(), call.op());
        true
    }
}

impl Verify for CallIndirectOp {
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

impl OpAsmOpInterface for ConstantOp {
    /// The result is named `%f`.
    const RESULT_NAMES: Option<ResultNamesFn> = Some(constant_result_names);
}

impl Verify for ConstantOp {
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

// ------------------------------------------------------------------------------------------
// calls, callables and inlining
// ------------------------------------------------------------------------------------------

impl CallOpInterface for CallOp {
    /// The `callee` symbol reference.
    fn callee(&self, ctx: &Context) -> Option<Callee> {
        self.callee_attr(ctx).map(Callee::Symbol)
    }
    fn arg_operands(&self, ctx: &Context) -> std::ops::Range<usize> {
        self.arg_operands_range(ctx)
    }
}

impl CallOpInterface for CallIndirectOp {
    /// The `callee` operand.
    fn callee(&self, ctx: &Context) -> Option<Callee> {
        Some(Callee::Value(CallIndirectOp::callee(*self, ctx)))
    }
    fn arg_operands(&self, ctx: &Context) -> std::ops::Range<usize> {
        self.callee_operands_range(ctx)
    }
}

impl CallableOpInterface for FuncOp {
    /// The body, unless the function is a declaration (an empty body).
    fn callable_region(&self, ctx: &Context) -> Option<Region> {
        let body = self.body(ctx);
        ctx.ir.first_block(body).map(|_| body)
    }
    fn argument_types(&self, ctx: &Context) -> Vec<Type> {
        function_type_parts(ctx, self.function_type(ctx))
            .map(|(i, _)| i.to_vec())
            .unwrap_or_default()
    }
    fn result_types(&self, ctx: &Context) -> Vec<Type> {
        function_type_parts(ctx, self.function_type(ctx))
            .map(|(_, r)| r.to_vec())
            .unwrap_or_default()
    }
}

/// MLIR's `FuncInlinerInterface`: a call may be inlined unless it or its function is
/// `no_inline`; every op and every function body may be inlined; an inlined `func.return`
/// becomes a `cf.br` to the block after the call (several blocks inlined) or hands its
/// operands over to the call's results (one block).
impl DialectInlinerInterface for FuncDialect {
    fn is_legal_to_inline_call(ctx: &Context, call: Op, callable: Op, _: bool) -> bool {
        let call_no_inline = CallOp::from_op(ctx, call).is_some_and(|c| c.no_inline(ctx));
        let func_no_inline = FuncOp::from_op(ctx, callable).is_some_and(|f| f.no_inline(ctx));
        !call_no_inline && !func_no_inline
    }
    fn is_legal_to_inline_region(_: &Context, _: Region, _: Region, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_op(_: &Context, _: Op, _: Region, _: bool) -> bool {
        true
    }
    fn handle_terminator_with_branch(ctx: &mut Context, op: Op, dest: Block) {
        if ReturnOp::from_op(ctx, op).is_none() {
            return;
        }
        let values: Vec<Value> = ctx.ir.operands(op).collect();
        let loc = ctx.ir.op(op).loc;
        let mut b = OpBuilder::before(ctx, op);
        crate::cf::BranchOp::create(&mut b, loc, &values, dest);
        ctx.ir.erase_op(op);
    }
    fn handle_terminator_with_values(ctx: &mut Context, op: Op, results: &[Value]) {
        if ReturnOp::from_op(ctx, op).is_none() {
            return;
        }
        let values: Vec<Value> = ctx.ir.operands(op).collect();
        for (&r, v) in results.iter().zip(values) {
            ctx.ir.replace_all_uses_with(r, v);
        }
    }
}
