mod d {
    ods_macros::include_ods!("pass-name-of-an-op.ods");
}

fn main() {}
