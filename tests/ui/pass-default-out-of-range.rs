mod d {
    ods_macros::include_ods!("pass-default-out-of-range.ods");
}

fn main() {}
