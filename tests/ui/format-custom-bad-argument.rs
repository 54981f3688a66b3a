mod d {
    ods_macros::include_ods!("format-custom-bad-argument.ods");
}

fn main() {}
