variable "port" {
  type    = any
  default = { a = . . . }
}
