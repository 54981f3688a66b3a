//! Builds a `calc` program with the generated `create` builders and an `OpBuilder`, verifies
//! it, prints it, canonicalizes it and prints it again.

use calc_crate::calc::{AddOp, ConstOp, NegOp, PrintOp, RepeatOp};
use ods_runtime::ir::builtin_ops::{create_module, module_body};
use ods_runtime::{print_to_string, Context, OpBuilder, PrintFlags};

fn main() {
    let mut ctx = Context::new();
    calc_crate::calc::register(&mut ctx);
    let file = ctx.symbol("built.calc");
    let module_loc = ctx.file_line_col(file, 1, 1);
    let module = create_module(&mut ctx, module_loc);
    let body = module_body(&ctx, module).expect("a module has a body");
    let mut b = OpBuilder::at_block_end(&mut ctx, body);
    let loc = b.file_line_col(file, 2, 1);
    let two = ConstOp::create(&mut b, loc, 2).result(&b);
    let three = ConstOp::create(&mut b, loc, 3).result(&b);
    let sum = AddOp::create(&mut b, loc, two, three).result(&b);
    let neg = NegOp::create(&mut b, loc, sum).result(&b);
    let back = NegOp::create(&mut b, loc, neg).result(&b);
    PrintOp::create(&mut b, loc, back);
    let labelled = PrintOp::create(&mut b, loc, sum);
    labelled.set_label(&mut b, "sum");
    RepeatOp::create_with_body(&mut b, loc, 3, |b, i| {
        let twice = AddOp::create(b, loc, i, i).result(b);
        PrintOp::create_full(b, loc, twice, Some("twice"));
    });
    let add = sum.owner_op(&ctx).and_then(|op| AddOp::from_op(&ctx, op));
    let ty = add
        .map(|op| op.result_type(&ctx))
        .expect("the sum is an AddOp result");
    println!(
        "// the sum has type {}",
        ods_runtime::ods::verify::quoted_type(&ctx, ty)
    );
    if let Err(errors) = ods_runtime::analysis::verifier::verify(&ctx, module) {
        for e in errors {
            println!("// verifier: {}", e.message);
        }
    }
    print!("{}", print_to_string(&ctx, module, PrintFlags::default()));
    let _ = ods_runtime::transforms::rewrite::canonicalize(&mut ctx, module);
    println!("// after --canonicalize");
    print!("{}", print_to_string(&ctx, module, PrintFlags::default()));
}
