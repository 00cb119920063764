variable "zone" {
  default = [ 1 , [ 2 ] { ]
}

variable "port" {
  type = set(string)
  default = [ "%%{if}" + ?
}
