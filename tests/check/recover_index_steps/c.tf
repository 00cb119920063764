variable "c" {
  default = f ( 1 , x ? 1 ( : 2 )
}
