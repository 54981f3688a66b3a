//! The `.ods` file has one mistake; the code below names the items it would generate. The
//! macro's stand-ins keep those uses compiling, so the only error is the `.ods` one.
mod d {
    ods_macros::include_ods!("follow-on-uses-still-one-error.ods");
}

fn uses(op: ods_runtime::Op) -> (d::AOp, d::BOp, &'static str) {
    let mut ctx = ods_runtime::Context::new();
    d::register(&mut ctx);
    d::TDialect::register(&mut ctx);
    let _ = d::TDialect;
    (d::AOp(op), d::BOp(op), d::AOp::NAME)
}

fn main() {
    let _ = uses;
    let _ = d::TDialect::NAMESPACE;
}
