mod d {
    ods_macros::include_ods!("custom-assembly-and-format.ods");
}

fn main() {}
