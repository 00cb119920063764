-- SPDX-License-Identifier: Apache-2.0
-- Neovim's built-in LSP client against `tycon lsp` (Neovim 0.7+ API): open a tfvars file with
-- a mistake, check the diagnostic's message and range, fix the buffer and see the
-- diagnostics clear, then hover and completion. Writes one line per check to $RESULT.
local tycon, dir, result = os.getenv('TYCON'), os.getenv('MODDIR'), os.getenv('RESULT')
local tfdir = os.getenv('TFDIR')
local out = assert(io.open(result, 'w'))
local failures = 0

local function check(name, got, want)
  if vim.deep_equal(got, want) then
    out:write('ok   ' .. name .. '\n')
  else
    failures = failures + 1
    out:write('FAIL ' .. name .. '\n  got:  ' .. vim.inspect(got) .. '\n  want: ' .. vim.inspect(want) .. '\n')
  end
end

local function finish()
  out:write(failures .. ' failure(s)\n')
  out:close()
  os.exit(failures == 0 and 0 or 1)
end

local ok, err = pcall(function()
  vim.cmd('edit ' .. dir .. '/envs/prod.tfvars')
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start_client({ name = 'tycon', cmd = { tycon, 'lsp' }, root_dir = dir })
  check('client started', id ~= nil, true)
  vim.lsp.buf_attach_client(buf, id)
  local client = vim.lsp.get_client_by_id(id)

  -- the mistakes of envs/prod.tfvars, sorted by line
  vim.wait(10000, function() return #vim.diagnostic.get(buf) == 3 end, 20)
  local diags = vim.diagnostic.get(buf)
  table.sort(diags, function(a, b) return a.lnum < b.lnum end)
  local got = {}
  for _, d in ipairs(diags) do
    table.insert(got, { d.lnum, d.col, d.end_lnum, d.end_col, d.severity, d.message })
  end
  check('diagnostics', got, {
    { 1, 17, 1, 24, vim.diagnostic.severity.ERROR, 'Invalid value for input variable\nThe given value is not ' ..
      'suitable for var.instance_count declared at variables.tf:10,1-26: a number is required.' },
    { 5, 11, 5, 18, vim.diagnostic.severity.WARN, 'Undeclared object attribute\nThe type of var.servers[0] ' ..
      'does not declare an attribute named "sise", so Terraform silently discards this value. Did you mean "size"?' },
    { 8, 0, 8, 10, vim.diagnostic.severity.WARN, 'Value for undeclared variable\nThe root module does not ' ..
      'declare a variable named "enable_log". Did you mean "enable_logs"?' },
  })

  -- a quick fix offered for the undeclared name
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = 8, character = 0 }, ['end'] = { line = 8, character = 0 } },
    context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, 8) },
  }
  local resp = client.request_sync('textDocument/codeAction', params, 5000, buf)
  check('code action', resp and resp.result and resp.result[1] and resp.result[1].title,
    'Did you mean "enable_logs"?')

  -- fix the buffer as a user would (incremental changes)
  vim.api.nvim_buf_set_text(buf, 1, 17, 1, 24, { '3' })
  vim.api.nvim_buf_set_text(buf, 5, 4, 5, 8, { 'size' })
  vim.api.nvim_buf_set_text(buf, 8, 0, 8, 10, { 'enable_logs' })
  check('diagnostics clear', vim.wait(10000, function() return #vim.diagnostic.get(buf) == 0 end, 20), true)
  check('buffer text', vim.api.nvim_buf_get_lines(buf, 1, 2, false)[1], 'instance_count = 3')

  -- hover on a variable name and on an attribute inside an object value
  local function hover(line, ch)
    local r = client.request_sync('textDocument/hover', {
      textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = ch } }, 5000, buf)
    return r and r.result and r.result.contents.value
  end
  check('hover: variable', hover(0, 2), '**var.region** · required\n\n```hcl\nstring\n```\n\n' ..
    'The AWS region to deploy into.\n\n**Validation:**\n- Region must be eu-west-1 or us-east-1.')
  check('hover: attribute', hover(5, 5), '**size** · attribute of `var.servers[0]` · optional, ' ..
    'default `"small"`\n\n```hcl\nstring\n```')

  -- completion: variables not yet set, then attributes inside an object
  local function complete(line, ch)
    local r = client.request_sync('textDocument/completion', {
      textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = ch } }, 5000, buf)
    local items = r and r.result and (r.result.items or r.result) or {}
    table.sort(items, function(a, b) return a.sortText < b.sortText end)
    local labels = {}
    for _, it in ipairs(items) do table.insert(labels, it.label) end
    return labels
  end
  vim.api.nvim_buf_set_lines(buf, -1, -1, false, { '' })
  check('completion: variables', complete(vim.api.nvim_buf_line_count(buf) - 1, 0),
    { 'db_password' })
  vim.api.nvim_buf_set_lines(buf, 4, 4, false, { '    ' })
  check('completion: attributes', complete(4, 4), { 'tags' })
  vim.lsp.stop_client(id)

  -- a .tf file (issue 27): a module argument checked against the child's variable as it is
  -- typed, then hover, completion and definition in the module block
  vim.cmd('edit ' .. tfdir .. '/main.tf')
  local tf = vim.api.nvim_get_current_buf()
  local tid = vim.lsp.start_client({ name = 'tycon-tf', cmd = { tycon, 'lsp' }, root_dir = tfdir })
  vim.lsp.buf_attach_client(tf, tid)
  local tclient = vim.lsp.get_client_by_id(tid)
  vim.wait(10000, function() return tclient.initialized or #vim.lsp.get_active_clients() > 0 end, 20)
  vim.api.nvim_buf_set_text(tf, 22, 10, 22, 11, { '"two"' })
  vim.wait(10000, function() return #vim.diagnostic.get(tf) == 1 end, 20)
  local td = vim.diagnostic.get(tf)
  check('.tf: module argument diagnostic', td[1] and { td[1].lnum, td[1].col, td[1].end_lnum, td[1].end_col,
    td[1].message:match('^[^\n]*') }, { 22, 10, 22, 15, 'Invalid value for input variable' })
  vim.api.nvim_buf_set_text(tf, 22, 10, 22, 15, { '2' })
  check('.tf: diagnostics clear', vim.wait(10000, function() return #vim.diagnostic.get(tf) == 0 end, 20), true)
  local function treq(method, line, ch)
    local r = tclient.request_sync(method, {
      textDocument = { uri = vim.uri_from_bufnr(tf) }, position = { line = line, character = ch } }, 5000, tf)
    return r and r.result
  end
  local h = treq('textDocument/hover', 20, 3)
  check('.tf: hover on a module argument', h and h.contents.value, '**var.name** · required\n\n```hcl\n' ..
    'string\n```\n\nThe service name.\n\n**Validation:**\n- At most 12 characters.')
  local def = treq('textDocument/definition', 20, 3)
  check('.tf: definition of a module argument', def and { def.uri:match('modules/svc/main%.tf$') ~= nil,
    def.range.start.line }, { true, 0 })
  vim.api.nvim_buf_set_lines(tf, 24, 24, false, { '  ' })
  local items = treq('textDocument/completion', 24, 2)
  items = items and (items.items or items) or {}
  local labels = {}
  for _, it in ipairs(items) do table.insert(labels, it.label) end
  check('.tf: completion in a module block', labels, { 'replicas' })
  local rh = treq('textDocument/hover', 29, 3)
  check('.tf: hover on a resource argument', rh and rh.contents.value,
    '**size** · optional\n\n```hcl\nnumber\n```')
  vim.lsp.stop_client(tid)
end)
if not ok then
  failures = failures + 1
  out:write('FAIL error: ' .. tostring(err) .. '\n')
end
finish()
