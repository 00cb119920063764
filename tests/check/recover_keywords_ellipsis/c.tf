variable "c" {
  default = ( 1 + 2 ) * [
x = 1
]
}
