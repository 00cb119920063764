variable "port" {
  type    = any
  default = 1 + ( 0 . ) . .
}
