variable "tags" {
  type = any
  default = {
ports = [ - 3 , 0 ]
x opts = 12345678901234567890
} [
}

variable "port" {
  default = null
}
