mod d {
    ods_macros::include_ods!("bad-rust-in-pred-op-trait.ods");
}

fn main() {}
