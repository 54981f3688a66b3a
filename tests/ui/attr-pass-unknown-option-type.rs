#[ods_macros::dialect]
mod d {
    #[pass("p")]
    pub struct P {
        #[option("depth", "How deep", default = 3)]
        depth: i46,
    }
}

fn main() {}
