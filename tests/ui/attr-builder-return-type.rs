#[ods_macros::dialect]
mod d {
    #[op("a", builder = fn with(x: i64) -> Self { let _ = x; })]
    pub struct AOp;
}

fn main() {}
