#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operand]
        x: I33,
    }
}

// the stand-ins keep code naming the dialect free of follow-on errors
fn main() {
    let _ = (d::AOp::NAME, d::DDialect::NAMESPACE);
    d::register(&mut ods_runtime::Context::new());
}
