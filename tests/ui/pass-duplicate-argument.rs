mod d {
    ods_macros::include_ods!("pass-duplicate-argument.ods");
}

fn main() {}
