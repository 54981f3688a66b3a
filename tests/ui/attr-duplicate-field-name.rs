#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operand]
        x: I32,
        #[result]
        x: I32,
    }
}

fn main() {}
