# Validation rules that call the functions added in issue 11 (files, encodings, hashes,
# time, sets, YAML/CSV, the core:: namespace): all are checked offline.
variable "config_file" {
  type = string
  validation {
    condition     = fileexists(var.config_file)
    error_message = "The file ${var.config_file} does not exist."
  }
  validation {
    condition     = fileexists("${path.module}/${var.config_file}") && filemd5("${path.module}/${var.config_file}") != md5("")
    error_message = "The file ${path.module}/${var.config_file} is missing or empty."
  }
  validation {
    condition     = can(yamldecode(file(var.config_file)).name)
    error_message = "The file must be YAML with a name."
  }
}

variable "payload" {
  type = string
  validation {
    condition     = can(base64decode(var.payload))
    error_message = "The payload must be Base64 (got ${base64encode(var.payload)} once encoded)."
  }
}

variable "expiry" {
  type = string
  validation {
    condition     = can(timecmp(var.expiry, "2020-01-01T00:00:00Z"))
    error_message = "The expiry must be an RFC 3339 timestamp."
  }
  validation {
    condition     = !can(timecmp(var.expiry, "2020-01-01T00:00:00Z")) || timecmp(var.expiry, "2020-01-01T00:00:00Z") > 0
    error_message = "The expiry must be after 2020 (it is ${formatdate("YYYY-MM-DD", var.expiry)})."
  }
}

variable "zones" {
  type = set(string)
  validation {
    condition     = length(setsubtract(var.zones, ["a", "b", "c"])) == 0
    error_message = "Unknown zones: ${join(", ", setsubtract(var.zones, ["a", "b", "c"]))}."
  }
  validation {
    condition     = core::length(setintersection(var.zones, ["a"])) == 1
    error_message = "Zone a is required."
  }
}

variable "digest" {
  type = string
  validation {
    condition     = sha256(var.digest) == "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"
    error_message = "The digest input must hash to sha256(\"hello\"), not ${md5(var.digest)} (md5)."
  }
}

variable "users_csv" {
  type = string
  validation {
    condition     = alltrue([for u in csvdecode(var.users_csv) : can(regex("^[a-z]+$", u.name))])
    error_message = "Every user name must be lowercase letters."
  }
}

variable "ids" {
  type    = list(string)
  default = []
  validation {
    condition     = alltrue([for id in var.ids : id == uuidv5("dns", split("/", id)[0]) || length(id) == 36])
    error_message = "IDs must be UUIDs."
  }
}

variable "labels" {
  type = map(list(string))
  validation {
    condition     = length(keys(transpose(var.labels))) <= 2
    error_message = "At most two distinct labels: ${yamlencode(keys(transpose(var.labels)))}"
  }
}

variable "schema_file" {
  type    = string
  default = "files/missing.json"
  validation {
    condition     = fileexists("${path.module}/${var.schema_file}")
    error_message = "No schema at ${path.module}/${var.schema_file}."
  }
}
