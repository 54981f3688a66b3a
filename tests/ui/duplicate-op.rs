mod d {
    ods_macros::include_ods!("duplicate-op.ods");
}

fn main() {}
