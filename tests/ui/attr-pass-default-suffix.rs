#[ods_macros::dialect]
mod d {
    #[pass("p")]
    pub struct P {
        #[option("depth", "How deep", default = 3i64)]
        depth: i64,
    }
}

fn main() {}
