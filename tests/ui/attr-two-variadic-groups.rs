#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operand]
        x: Variadic<I32>,
        #[operand]
        y: Variadic<I32>,
    }
}

fn main() {}
