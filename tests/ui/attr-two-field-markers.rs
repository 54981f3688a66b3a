#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operand]
        #[result]
        x: I32,
    }
}

fn main() {}
