variable "port" {
  type    = any
  default = { "id" = . [ 0 ] } . id
}
