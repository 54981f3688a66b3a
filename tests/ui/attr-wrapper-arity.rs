#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operand]
        x: Variadic<I32, I64>,
    }
}

fn main() {}
